// What the cart scenarios share: GraphQL calls made while preparing a load, the products a guest can add, fresh
// guests, and a pool that lends each autocannon iteration a guest no other connection is using at that moment
// (autocannon resets a pipeline's context every iteration, so the guest cannot live there).

export async function gql<T>(shopUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${shopUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The body of a load request to /graphql. */
export const graphqlBody = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

export const bearer = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });

export interface AddableProduct {
  id: number;
  seoLink: string;
  /** Stock when probed. */
  stock: number;
}

const PROBE_ADD = `mutation BenchProbeAdd($productId: Int!) { addToCart(input: { productId: $productId, quantity: 1 }) { __typename } }`;

/**
 * In-stock products without variants that a throwaway guest could add one of (so no required personalization
 * either): each candidate is tried with an anonymous add.
 */
export async function addableProducts(shopUrl: string): Promise<AddableProduct[]> {
  const probe = await gql<{ products: { items: { id: number; seoLink: string; hasProperty: boolean; quantity: number }[] } } | null>(
    shopUrl,
    `query BenchProductsProbe { products(language: "tr", filter: { inStock: true }, pageSize: 100) { items { id seoLink hasProperty quantity } } }`,
  );
  const addable: AddableProduct[] = [];
  for (const item of probe?.products.items.filter((product) => !product.hasProperty) ?? []) {
    const added = await gql<{ addToCart: { __typename: string } }>(shopUrl, PROBE_ADD, { productId: item.id });
    if (added.addToCart.__typename === "Cart") addable.push({ id: item.id, seoLink: item.seoLink, stock: item.quantity });
  }
  return addable;
}

/** A new guest identity's bearer token. */
export async function createGuest(shopUrl: string): Promise<string> {
  const { createGuestToken } = await gql<{ createGuestToken: { token: string } }>(shopUrl, `mutation BenchGuest { createGuestToken { token } }`);
  return createGuestToken.token;
}

/**
 * Guests lent out per iteration. An iteration that ends well gives its guest back; one that fails (or is cut off
 * when a load ends) keeps it, so a guest whose cart is in an unknown state is never reused while spares remain.
 */
export class GuestPool<Guest> {
  private readonly free: Guest[];
  private next = 0;

  constructor(private readonly all: Guest[]) {
    this.free = [...all];
  }

  /** A guest nobody is using; when the spares are used up, every guest in turn (its failures then show). */
  take(): Guest {
    return this.free.shift() ?? this.all[this.next++ % this.all.length];
  }

  give(guest: Guest): void {
    this.free.push(guest);
  }
}

/** A failure counter read and reset per load. */
export function failureCounter() {
  let failures = 0;
  return {
    fail() {
      failures++;
    },
    failures() {
      const seen = failures;
      failures = 0;
      return seen;
    },
  };
}
