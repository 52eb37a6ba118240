// The columns the facets count — brand, category, list price, in stock, property values — of every active product,
// kept in memory per node, so that a search's facets count its hits there instead of reading each hit from the
// product table: a common word has the database look up a row per hit, which grows with the catalogue, while
// counting here only adds into arrays. Kept while `product_facet_version` stays (a trigger
// moves it at the commit of a write that changes one of these columns: a sale that leaves stock does not), through
// core/kept-snapshot.ts; while it is loaded again the facets are counted by the database as before.
import type { EntityManager } from "@mikro-orm/core";
import { KeptSnapshot, versionCounterEntity } from "../../../core/kept-snapshot.js";
import type { MemoScope } from "../../../core/public-data-memo.js";
import { rows } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";

/** One row: the version of the facet columns (see the migration that makes its trigger). */
export const ProductFacetVersionSchema = versionCounterEntity("ProductFacetVersion", "product_facet_version");

/** What a set of products counts to, facet by facet (ids without a brand or category are not counted there). */
export interface FacetCounts {
  total: number;
  brands: Map<number, number>;
  categories: Map<number, number>;
  properties: Map<number, number>;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: number;
}

const NONE = -1;

/** Ids made dense: each distinct id a slot, so counting is adding into an array. */
class Slots {
  readonly ids: number[] = [];
  private readonly slotOf = new Map<number, number>();

  slot(id: number): number {
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.ids.length;
      this.ids.push(id);
      this.slotOf.set(id, slot);
    }
    return slot;
  }

  /** The counted slots as id → count, for the slots counted at all. */
  counted(counts: Int32Array): Map<number, number> {
    const map = new Map<number, number>();
    for (let slot = 0; slot < counts.length; slot++) if (counts[slot] > 0) map.set(this.ids[slot], counts[slot]);
    return map;
  }
}

export class FacetColumns {
  private constructor(
    /** product id → its row (NONE: not an active product); product ids are a serial sequence, so this stays dense */
    private readonly rowOf: Int32Array,
    private readonly brands: Slots,
    private readonly brand: Int32Array,
    private readonly categories: Slots,
    private readonly category: Int32Array,
    private readonly price: Float64Array,
    private readonly inStock: Uint8Array,
    private readonly properties: Slots,
    /** Per row, where its property values' slots start (one more than rows). */
    private readonly propertyStart: Int32Array,
    private readonly propertySlots: Int32Array,
  ) {}

  static async load(em: EntityManager): Promise<FacetColumns> {
    const products = await rows(
      em,
      db
        .selectFrom("product")
        .select((eb) => ["id", "brand_id", "category_id", "list_price_minor", eb("stock_total", ">", 0).as("in_stock"), "property_ids"])
        .where("is_active", "=", true)
        .orderBy("id"),
    );
    const count = products.length;
    const rowOf = new Int32Array(count ? products[count - 1].id + 1 : 0).fill(NONE);
    const [brands, categories, properties] = [new Slots(), new Slots(), new Slots()];
    const brand = new Int32Array(count);
    const category = new Int32Array(count);
    const price = new Float64Array(count);
    const inStock = new Uint8Array(count);
    const propertyStart = new Int32Array(count + 1);
    const values: number[] = [];
    products.forEach((r, i) => {
      rowOf[r.id] = i;
      brand[i] = r.brand_id === null ? NONE : brands.slot(r.brand_id);
      category[i] = r.category_id === null ? NONE : categories.slot(r.category_id);
      price[i] = r.list_price_minor;
      inStock[i] = r.in_stock ? 1 : 0;
      propertyStart[i] = values.length;
      for (const id of r.property_ids) values.push(properties.slot(id));
    });
    propertyStart[count] = values.length;
    return new FacetColumns(rowOf, brands, brand, categories, category, price, inStock, properties, propertyStart, Int32Array.from(values));
  }

  /** The counts of the given products (those not active are not counted, as the listing keeps active ones only). */
  count(ids: readonly number[]): FacetCounts {
    const brandCounts = new Int32Array(this.brands.ids.length);
    const categoryCounts = new Int32Array(this.categories.ids.length);
    const propertyCounts = new Int32Array(this.properties.ids.length);
    let total = 0;
    let inStock = 0;
    let minPrice = Infinity;
    let maxPrice = -Infinity;
    for (const id of ids) {
      const row = id < this.rowOf.length ? this.rowOf[id] : NONE;
      if (row === NONE) continue;
      total++;
      if (this.brand[row] !== NONE) brandCounts[this.brand[row]]++;
      if (this.category[row] !== NONE) categoryCounts[this.category[row]]++;
      const price = this.price[row];
      if (price < minPrice) minPrice = price;
      if (price > maxPrice) maxPrice = price;
      inStock += this.inStock[row];
      for (let v = this.propertyStart[row]; v < this.propertyStart[row + 1]; v++) propertyCounts[this.propertySlots[v]]++;
    }
    return {
      total,
      brands: this.brands.counted(brandCounts),
      categories: this.categories.counted(categoryCounts),
      properties: this.properties.counted(propertyCounts),
      minPrice: total ? minPrice : null,
      maxPrice: total ? maxPrice : null,
      inStock,
    };
  }
}

/** One snapshot per database (the driver object is shared by all EntityManagers of one ORM). */
const byDatabase = new WeakMap<object, KeptSnapshot<FacetColumns>>();

/**
 * The facet columns if they are current for what `scope` may see; undefined while they are loaded, or where kept
 * data may not be used (count in the database). `wait`: wait for the load.
 */
export function currentFacetColumns(scope: MemoScope, wait = false): Promise<FacetColumns | undefined> {
  const { em } = scope;
  const key = em.getDriver();
  let snapshot = byDatabase.get(key);
  if (!snapshot) {
    const root = em.fork();
    snapshot = new KeptSnapshot(root, "product_facet_version", FacetColumns.load, "facet columns");
    byDatabase.set(key, snapshot);
  }
  return snapshot.currentFor(scope, wait);
}
