// The demo data the browser tests buy, found through the public GraphQL API by what the tests need rather than by
// ids: the e2e server owns its database, so the tests cannot make rows of their own. Looked up once per worker.
import type { APIRequestContext } from "@playwright/test";
import type { Lang } from "./catalogues";

/** Units each browser purchase or seeded cart takes. */
export const MIN_ORDER = 2;
/** The cart tests type quantities up to this. */
const MAX_QUANTITY_USED = 6;
/** Seeded carts in one run (checkout.spec.ts), each of MIN_ORDER units. */
const SEEDED_CARTS = 4;
/** Orders the walks over the buying pages place (one per language in layout.spec.ts and accessibility.spec.ts). */
const WALK_ORDERS = 6;

export interface Choice {
  id: number;
  name: Record<Lang, string>;
}

export interface VariantProduct {
  id: number;
  seoLink: Record<Lang, string>;
  /** Name of the first variant group (Colour), which the refusal of an add without a variant names. */
  firstGroupName: Record<Lang, string>;
  /** The optional text personalization. */
  personalization: Choice;
  /** A colour × size with stock for the cart tests (nothing is bought). */
  cartChoice: { colour: Choice; size: Choice };
  /** One colour and three of its sizes, each with stock for one purchase: the purchase tests take one each. */
  purchase: { colour: Choice; sizes: [Choice, Choice, Choice] };
  /** The sub-product GraphQL-seeded carts hold (enough stock for every seeded cart of a run). */
  seededSubProductId: number;
  /** The sub-product the storefront walks order (storefront-tour.ts), apart from every other test's. */
  walkSubProductId: number;
}

interface Group {
  propertyCategoryName: string;
  properties: { propertyId: number; propertyName: string }[];
}
interface ProductRead {
  id: number;
  seoLink: string;
  memberMinOrder: number | null;
  memberMaxOrder: number | null;
  property1: Group | null;
  property2: Group | null;
  subProducts: { id: number; property1: number | null; property2: number | null; quantity: number; inStock: boolean }[];
  personalizations: { id: number; name: string; typeCode: string; isRequired: boolean }[];
}

const PRODUCT = `query($id: Int!, $language: String) { productById(id: $id, language: $language) {
  id seoLink memberMinOrder memberMaxOrder
  property1 { propertyCategoryName properties { propertyId propertyName } }
  property2 { propertyCategoryName properties { propertyId propertyName } }
  subProducts { id property1 property2 quantity inStock }
  personalizations { id name typeCode isRequired } } }`;
const LISTING = `query($page: Int) { products(filter: { inStock: true }, sort: RECOMMENDED, page: $page, pageSize: 24) {
  pageCount items { id hasProperty } } }`;

export async function graphql<T>(request: APIRequestContext, baseURL: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`${baseURL}/graphql`, { headers: { "content-type": "application/json" }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The sub-product ids chosen from one product's stock, or null when the product cannot serve every test. */
function choose(product: ProductRead) {
  const textPersonalization = product.personalizations.find((p) => p.typeCode === "INPUT" && !p.isRequired);
  const fits =
    product.property1 &&
    product.property2 &&
    textPersonalization &&
    !product.personalizations.some((p) => p.isRequired) &&
    product.memberMinOrder === MIN_ORDER &&
    (product.memberMaxOrder === null || product.memberMaxOrder >= MAX_QUANTITY_USED);
  if (!fits) return null;
  const usable = (units: number) =>
    product.subProducts.filter((s) => s.property1 !== null && s.property2 !== null && s.inStock && s.quantity >= units).sort((x, y) => y.quantity - x.quantity);
  const colours = [...new Set(usable(MIN_ORDER).map((s) => s.property1))];
  const purchase = colours.map((colour) => usable(MIN_ORDER).filter((s) => s.property1 === colour)).find((subs) => subs.length >= 3)?.slice(0, 3);
  if (!purchase) return null;
  const seeded = usable(SEEDED_CARTS * MIN_ORDER).find((s) => !purchase.includes(s));
  if (!seeded) return null;
  type Sub = ProductRead["subProducts"][number];
  const soldBefore = (s: Sub) => (s === seeded ? SEEDED_CARTS * MIN_ORDER : purchase.includes(s) ? MIN_ORDER : 0);
  // The walks may share a sub-product with a purchase when the stock covers both.
  const walk = usable(MIN_ORDER).find((s) => s.quantity - soldBefore(s) >= WALK_ORDERS * MIN_ORDER);
  if (!walk) return null;
  // The cart tests buy nothing, but run beside the purchases: they need their units on top of what a run sells.
  const sold = (s: Sub) => soldBefore(s) + (s === walk ? WALK_ORDERS * MIN_ORDER : 0);
  const cart = usable(MAX_QUANTITY_USED).find((s) => s.quantity - sold(s) >= MAX_QUANTITY_USED);
  if (!cart) return null;
  return { personalization: textPersonalization.id, cart, purchase, seeded: seeded.id, walk: walk.id };
}

/**
 * The first product in the shop's own order with two variant groups, an optional text personalization, a member
 * minimum of MIN_ORDER and the stock every test of a run needs.
 */
export async function findVariantProduct(request: APIRequestContext, baseURL: string): Promise<VariantProduct> {
  for (let page = 1; ; page++) {
    const { products } = await graphql<{ products: { pageCount: number; items: { id: number; hasProperty: boolean }[] } }>(request, baseURL, LISTING, { page });
    for (const item of products.items.filter((i) => i.hasProperty)) {
      const read = async (language: Lang) => (await graphql<{ productById: ProductRead }>(request, baseURL, PRODUCT, { id: item.id, language })).productById;
      const tr = await read("tr");
      const chosen = choose(tr);
      if (chosen) return toVariantProduct(chosen, { tr, en: await read("en"), ar: await read("ar") });
    }
    if (page >= products.pageCount) throw new Error("no product in the shop fits the cart and checkout tests");
  }
}

/** A product without variants or required personalizations, and the minimum quantity an order of it takes. */
export interface PlainProduct {
  id: number;
  minOrder: number;
}

const PLAIN = `query($id: Int!) { productById(id: $id) { id quantity inStock memberMinOrder memberMaxOrder personalizations { isRequired } } }`;

/** The first plain product in the shop's order with stock for `orders` orders of its minimum quantity. */
export async function findPlainProduct(request: APIRequestContext, baseURL: string, orders: number): Promise<PlainProduct> {
  for (let page = 1; ; page++) {
    const { products } = await graphql<{ products: { pageCount: number; items: { id: number; hasProperty: boolean }[] } }>(request, baseURL, LISTING, { page });
    for (const item of products.items.filter((i) => !i.hasProperty)) {
      type Plain = { id: number; quantity: number; inStock: boolean; memberMinOrder: number | null; memberMaxOrder: number | null; personalizations: { isRequired: boolean }[] };
      const { productById: p } = await graphql<{ productById: Plain }>(request, baseURL, PLAIN, { id: item.id });
      const minOrder = Math.max(1, p.memberMinOrder ?? 1);
      if (p.inStock && p.quantity >= orders * minOrder && (p.memberMaxOrder === null || p.memberMaxOrder >= minOrder) && !p.personalizations.some((x) => x.isRequired)) {
        return { id: p.id, minOrder };
      }
    }
    if (page >= products.pageCount) throw new Error(`no plain product has stock for ${orders} orders`);
  }
}

function toVariantProduct(chosen: NonNullable<ReturnType<typeof choose>>, reads: Record<Lang, ProductRead>): VariantProduct {
  const langs = ["tr", "en", "ar"] as const;
  const perLanguage = (name: (read: ProductRead) => string) => Object.fromEntries(langs.map((l) => [l, name(reads[l])])) as Record<Lang, string>;
  const value = (group: "property1" | "property2", id: number): Choice => ({
    id,
    name: perLanguage((read) => read[group]!.properties.find((p) => p.propertyId === id)!.propertyName),
  });
  const [a, b, c] = chosen.purchase.map((s) => value("property2", s.property2!));
  return {
    id: reads.tr.id,
    seoLink: perLanguage((read) => read.seoLink),
    firstGroupName: perLanguage((read) => read.property1!.propertyCategoryName),
    personalization: { id: chosen.personalization, name: perLanguage((read) => read.personalizations.find((p) => p.id === chosen.personalization)!.name) },
    cartChoice: { colour: value("property1", chosen.cart.property1!), size: value("property2", chosen.cart.property2!) },
    purchase: { colour: value("property1", chosen.purchase[0].property1!), sizes: [a, b, c] },
    seededSubProductId: chosen.seeded,
    walkSubProductId: chosen.walk,
  };
}

/** The demo shop's coupon for the first three orders; approved-total.spec.ts uses it up. */
export const LIMITED_COUPON = "ILK3";

/** The demo shop's welcome coupon (10 %, once per shopper: every test is a new guest). No public query lists coupons. */
export const WELCOME_COUPON = "HOSGELDIN10";

/** The first top-level category's listing path in every language (its seo links differ per language). */
export async function findListing(request: APIRequestContext, baseURL: string): Promise<Record<Lang, string>> {
  const langs = ["tr", "en", "ar"] as const;
  const links = await Promise.all(
    langs.map(async (language) => {
      const query = `query($l: String) { categoryTree(language: $l) { seoLink } }`;
      const { categoryTree } = await graphql<{ categoryTree: { seoLink: string }[] }>(request, baseURL, query, { l: language });
      return [language, categoryTree[0]!.seoLink] as const;
    }),
  );
  return Object.fromEntries(links) as Record<Lang, string>;
}

/** A product as a page in one language shows it. */
export interface ShopProduct {
  id: number;
  seoLink: string;
  title: string;
}

/** The first product without variants that is (or is not) in stock, read in `lang`. */
export async function findProduct(request: APIRequestContext, baseURL: string, lang: Lang, inStock: boolean): Promise<ShopProduct> {
  const LIST = `query($page: Int, $language: String) { products(page: $page, pageSize: 48, language: $language) { pageCount items { id seoLink title inStock hasProperty } } }`;
  for (let page = 1; ; page++) {
    type Listing = { products: { pageCount: number; items: (ShopProduct & { inStock: boolean; hasProperty: boolean })[] } };
    const { products } = await graphql<Listing>(request, baseURL, LIST, { page, language: lang });
    const found = products.items.find((p) => p.inStock === inStock && !p.hasProperty);
    if (found) return found;
    if (page >= products.pageCount) throw new Error(`no product with inStock=${inStock}`);
  }
}

/** A product found by id (findPlainProduct's), as a page in `lang` shows it. */
export async function productIn(request: APIRequestContext, baseURL: string, id: number, lang: Lang): Promise<ShopProduct> {
  const QUERY = `query($id: Int!, $language: String) { productById(id: $id, language: $language) { id seoLink title } }`;
  return (await graphql<{ productById: ShopProduct }>(request, baseURL, QUERY, { id, language: lang })).productById;
}
