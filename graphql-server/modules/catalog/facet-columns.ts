// The columns the facets count — brand, category, list price, in stock, property values — of every active product,
// kept in memory per node, so that a search's facets count its hits there instead of reading each hit from the
// product table: a word matching 3,000 of 20,000 products had the database look up 3,000 rows per search (~5 ms),
// while counting them here takes a fraction of a millisecond. Kept while `product_facet_version` stays (a trigger
// moves it at the commit of a write that changes one of these columns: a sale that leaves stock does not), through
// core/kept-snapshot.ts; while it is loaded again the facets are counted by the database as before.
import { defineEntity, type EntityManager } from "@mikro-orm/core";
import { KeptSnapshot, sharedDataVersion } from "../../core/kept-snapshot.js";
import { num, sql } from "../../core/db.js";

/** One row: the version of the facet columns (see the migration that makes its trigger). */
export const ProductFacetVersionSchema = defineEntity({
  name: "ProductFacetVersion",
  tableName: "product_facet_version",
  properties: (p) => ({
    id: p.smallint().primary().autoincrement(false),
    version: p.bigint("string").default(0),
  }),
});

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

export class FacetColumns {
  private constructor(
    /** product id → its row */
    private readonly rowOf: Map<number, number>,
    private readonly brand: Int32Array,
    private readonly category: Int32Array,
    private readonly price: Float64Array,
    private readonly inStock: Uint8Array,
    /** Per row, where its property values start (one more than rows). */
    private readonly propertyStart: Int32Array,
    private readonly propertyIds: Int32Array,
  ) {}

  static async load(em: EntityManager): Promise<FacetColumns> {
    const rows = await sql(
      em,
      `select id, brand_id, category_id, list_price_minor, stock_total > 0 as in_stock, property_ids from product where is_active order by id`,
    );
    const count = rows.length;
    const brand = new Int32Array(count);
    const category = new Int32Array(count);
    const price = new Float64Array(count);
    const inStock = new Uint8Array(count);
    const propertyStart = new Int32Array(count + 1);
    const values: number[] = [];
    const rowOf = new Map<number, number>();
    rows.forEach((r, i) => {
      rowOf.set(num(r.id), i);
      brand[i] = r.brand_id === null ? NONE : num(r.brand_id);
      category[i] = r.category_id === null ? NONE : num(r.category_id);
      price[i] = num(r.list_price_minor);
      inStock[i] = r.in_stock === true ? 1 : 0;
      propertyStart[i] = values.length;
      for (const id of (r.property_ids as unknown[] | null) ?? []) values.push(num(id));
    });
    propertyStart[count] = values.length;
    return new FacetColumns(rowOf, brand, category, price, inStock, propertyStart, Int32Array.from(values));
  }

  /** The counts of the given products (those not active are not counted, as the listing keeps active ones only). */
  count(ids: readonly number[]): FacetCounts {
    const counts: FacetCounts = { total: 0, brands: new Map(), categories: new Map(), properties: new Map(), minPrice: null, maxPrice: null, inStock: 0 };
    const add = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const id of ids) {
      const row = this.rowOf.get(id);
      if (row === undefined) continue;
      counts.total++;
      if (this.brand[row] !== NONE) add(counts.brands, this.brand[row]);
      if (this.category[row] !== NONE) add(counts.categories, this.category[row]);
      const price = this.price[row];
      if (counts.minPrice === null || price < counts.minPrice) counts.minPrice = price;
      if (counts.maxPrice === null || price > counts.maxPrice) counts.maxPrice = price;
      counts.inStock += this.inStock[row];
      for (let v = this.propertyStart[row]; v < this.propertyStart[row + 1]; v++) add(counts.properties, this.propertyIds[v]);
    }
    return counts;
  }
}

/** One snapshot per database (the driver object is shared by all EntityManagers of one ORM). */
const byDatabase = new WeakMap<object, KeptSnapshot<FacetColumns>>();

/** The facet columns if they are current for `readVersion`; undefined while they are loaded (count in the database). */
export function currentFacetColumns(em: EntityManager, readVersion: string, wait = false): Promise<FacetColumns | undefined> {
  const key = em.getDriver();
  let snapshot = byDatabase.get(key);
  if (!snapshot) {
    const root = em.fork();
    snapshot = new KeptSnapshot(root, sharedDataVersion(root, "product_facet_version"), FacetColumns.load, "facet columns");
    byDatabase.set(key, snapshot);
  }
  return wait ? snapshot.ready(readVersion) : snapshot.current(readVersion);
}
