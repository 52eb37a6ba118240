// Catalogue rows a test needs, written through the ORM's entity definitions (so the columns are the entities'),
// then the derived columns refreshed by the catalogue's own function, as an admin write would.
// The shop first: the entity files import each other through the module indexes, and that cycle only settles in the
// order the shop loads them.
import "../../../graphql-server/index.js";
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import { refreshProductDerived } from "../../../graphql-server/modules/catalog/catalog.derived.js";
import { ProductSchema, ProductTranslationSchema, type Product } from "../../../graphql-server/modules/catalog/product.entities.js";
import { BrandSchema, CategorySchema, CategoryTranslationSchema } from "../../../graphql-server/modules/catalog/taxonomy.entities.js";
import {
  PersonalizationOptionSchema,
  PersonalizationOptionTranslationSchema,
  PersonalizationSchema,
  PersonalizationTranslationSchema,
  PropertyCategorySchema,
  PropertyCategoryTranslationSchema,
  PropertySchema,
  PropertyTranslationSchema,
  SubProductSchema,
} from "../../../graphql-server/modules/catalog/variant.entities.js";
import { CurrencySchema } from "../../../graphql-server/modules/localization/localization.entities.js";
import { LANGUAGES, texts, uniqueSlug, type Texts } from "./unique.js";

type HasOrm = { orm: MikroORM };

export interface CategoryFixture {
  id: number;
  title: Texts;
  seoLink: Texts;
}

export async function createCategory(t: HasOrm, spec: { parentId?: number; isActive?: boolean } = {}): Promise<CategoryFixture> {
  const em = t.orm.em.fork();
  const slug = uniqueSlug("test-category");
  const title = texts(slug);
  const seoLink = { tr: `${slug}-tr`, en: `${slug}-en`, ar: `${slug}-ar` };
  const category = em.create(CategorySchema, { parent: spec.parentId ?? null, sort: 1000, isActive: spec.isActive ?? true, image: null });
  for (const language of LANGUAGES) {
    em.create(CategoryTranslationSchema, { category, language, title: title[language], seoLink: seoLink[language], seoTitle: title[language] });
  }
  await em.flush();
  return { id: category.id, title, seoLink };
}

export interface BrandFixture {
  id: number;
  name: string;
  seoLink: string;
}

export async function createBrand(t: HasOrm): Promise<BrandFixture> {
  const em = t.orm.em.fork();
  const seoLink = uniqueSlug("test-brand");
  const brand = em.create(BrandSchema, { name: seoLink, seoLink, image: null, sort: 1000, isActive: true });
  await em.flush();
  return { id: brand.id, name: seoLink, seoLink };
}

/** Colour × size sub-products, each with the same stock and price. */
export interface VariantSpec {
  colours: number;
  /** Without sizes the product has one variant group. */
  sizes?: number;
  stock?: number;
  /** Default: the product's selling price. */
  priceMinor?: number;
}

export interface PersonalizationSpec {
  type?: "input" | "textarea" | "select";
  isRequired?: boolean;
  /** Price per unit; 0 (the default) is free. */
  priceMinor?: number;
  /** A select's options, by their price per unit (0 = free). */
  optionPricesMinor?: number[];
}

export interface ProductSpec {
  /** Selling price with VAT in minor units of the product's currency. */
  priceMinor?: number;
  discountedPriceMinor?: number | null;
  vatRate?: number;
  stock?: number;
  /** The shop's legacy currency code: tl, usd, euro. */
  currency?: string;
  /** Default: a new category of its own, so no seeded campaign covers the product. */
  categoryId?: number;
  brandId?: number;
  isActive?: boolean;
  freeCargo?: boolean;
  memberMinOrder?: number | null;
  memberMaxOrder?: number | null;
  variants?: VariantSpec;
  personalizations?: PersonalizationSpec[];
}

export interface SubProductFixture {
  id: number;
  colourId: number;
  sizeId: number | null;
  stock: number;
  priceMinor: number;
}

export interface PersonalizationFixture {
  id: number;
  name: Texts;
  priceMinor: number;
  options: { id: number; priceMinor: number }[];
}

export interface ProductFixture {
  id: number;
  title: Texts;
  seoLink: Texts;
  categoryId: number;
  priceMinor: number;
  discountedPriceMinor: number | null;
  stock: number;
  subProducts: SubProductFixture[];
  personalizations: PersonalizationFixture[];
}

/** A product with exactly what `spec` asks for (defaults: 100 TL, 20 % VAT, 50 in stock, no variants). */
export async function createProduct(t: HasOrm, spec: ProductSpec = {}): Promise<ProductFixture> {
  const categoryId = spec.categoryId ?? (await createCategory(t)).id;
  const em = t.orm.em.fork();
  const slug = uniqueSlug("test-product");
  const title = texts(slug);
  const seoLink = { tr: `${slug}-tr`, en: `${slug}-en`, ar: `${slug}-ar` };
  const priceMinor = spec.priceMinor ?? 10_000;
  const discountedPriceMinor = spec.discountedPriceMinor ?? null;
  const stock = spec.stock ?? 50;
  const currency = await em.findOneOrFail(CurrencySchema, { code: spec.currency ?? "tl" });
  const product = em.create(ProductSchema, {
    name: slug,
    category: categoryId,
    brand: spec.brandId ?? null,
    model: null,
    supplier: null,
    currency,
    vatRate: spec.vatRate ?? 20,
    sellingPriceMinor: priceMinor,
    discountedPriceMinor,
    stockAmount: stock,
    isActive: spec.isActive ?? true,
    freeCargo: spec.freeCargo ?? false,
    memberMinOrder: spec.memberMinOrder ?? null,
    memberMaxOrder: spec.memberMaxOrder ?? null,
    skt: null,
    video: null,
    sort: 1000,
  });
  for (const language of LANGUAGES) {
    em.create(ProductTranslationSchema, { product, language, title: title[language], seoLink: seoLink[language], seoTitle: title[language] });
  }
  const subProducts = spec.variants ? addVariants(em, product, spec.variants, priceMinor) : [];
  const personalizations = (spec.personalizations ?? []).map((p, index) => addPersonalization(em, product, p, index));
  await em.flush();
  await refreshProductDerived(em, [product.id]);
  return {
    id: product.id,
    title,
    seoLink,
    categoryId,
    priceMinor,
    discountedPriceMinor,
    stock,
    subProducts: subProducts.map((make) => make()),
    personalizations: personalizations.map((make) => make()),
  };
}

/** A property group (Colour or Size) of its own with `count` values; returns the values. */
function propertyGroup(em: EntityManager, name: Texts, count: number, isColour: boolean) {
  const group = em.create(PropertyCategorySchema, { sort: isColour ? 1 : 2, isColour });
  for (const language of LANGUAGES) em.create(PropertyCategoryTranslationSchema, { propertyCategory: group, language, name: name[language] });
  return Array.from({ length: count }, (_, index) => {
    const property = em.create(PropertySchema, { propertyCategory: group, sort: index + 1, colour: isColour ? `#00${index}${index}00` : null });
    for (const language of LANGUAGES) em.create(PropertyTranslationSchema, { property, language, name: `${name[language]} ${index + 1}` });
    return property;
  });
}

/** Returns thunks: ids exist only after the flush. */
function addVariants(em: EntityManager, product: Product, spec: VariantSpec, productPriceMinor: number): (() => SubProductFixture)[] {
  const colours = propertyGroup(em, { tr: "Renk", en: "Colour", ar: "اللون" }, spec.colours, true);
  const sizes = spec.sizes ? propertyGroup(em, { tr: "Beden", en: "Size", ar: "المقاس" }, spec.sizes, false) : [null];
  const stock = spec.stock ?? 20;
  const priceMinor = spec.priceMinor ?? productPriceMinor;
  return colours.flatMap((colour, c) =>
    sizes.map((size, s) => {
      const sub = em.create(SubProductSchema, {
        product,
        property1: colour,
        property2: size,
        code: `${product.name}-${c + 1}${size ? `-${s + 1}` : ""}`,
        attribute1: `Renk ${c + 1}`,
        attribute2: size ? `Beden ${s + 1}` : "",
        sellingPriceMinor: priceMinor,
        discountedPriceMinor: null,
        stockAmount: stock,
        isActive: true,
      });
      return () => ({ id: sub.id, colourId: colour.id, sizeId: size?.id ?? null, stock, priceMinor });
    }),
  );
}

function addPersonalization(em: EntityManager, product: Product, spec: PersonalizationSpec, index: number): () => PersonalizationFixture {
  const priceMinor = spec.priceMinor ?? 0;
  const name = texts(uniqueSlug("personalization"));
  const personalization = em.create(PersonalizationSchema, {
    product,
    typeCode: spec.type ?? "input",
    isRequired: spec.isRequired ?? false,
    isPriceFree: priceMinor === 0,
    priceMinor,
    sort: index + 1,
  });
  for (const language of LANGUAGES) em.create(PersonalizationTranslationSchema, { personalization, language, name: name[language], description: "" });
  const options = (spec.optionPricesMinor ?? []).map((optionPrice, sort) => {
    const option = em.create(PersonalizationOptionSchema, { personalization, isPriceFree: optionPrice === 0, priceMinor: optionPrice, image: null, sort });
    for (const language of LANGUAGES) em.create(PersonalizationOptionTranslationSchema, { option, language, name: `${name[language]} ${sort + 1}` });
    return { option, priceMinor: optionPrice };
  });
  return () => ({ id: personalization.id, name, priceMinor, options: options.map(({ option, priceMinor: p }) => ({ id: option.id, priceMinor: p })) });
}
