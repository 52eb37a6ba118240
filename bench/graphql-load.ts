// The GraphQL scenarios the bench compares with its peer, as loads the profiling scripts can run a fixed number of
// requests of: the anonymous catalogue reads (bench/scenarios.ts) and the add-to-cart pipeline (add + remove).
import autocannon from "autocannon";
import { graphqlAddToCartRequests, prepareAddToCart } from "./add-to-cart";
import { CATALOGUE_PROBE, LISTING_QUERY, PRODUCT_QUERY, SEARCH_QUERY } from "./scenarios";
import { addableProducts, gql, graphqlBody } from "./shop-client";

export interface GraphqlLoad {
  name: string;
  /** Sends `amount` requests over `connections`; returns the answers' bytes (bodies only) and the failures. */
  run(amount: number, connections: number): Promise<{ bytes: number; failures: number }>;
}

export async function graphqlLoads(shopUrl: string, connections: number): Promise<GraphqlLoad[]> {
  const probe = await gql<{ categoryTree: { seoLink: string }[]; products: { items: { seoLink: string }[] } }>(shopUrl, CATALOGUE_PROBE);
  const read = (name: string, query: string, variables: Record<string, unknown>): GraphqlLoad => ({
    name,
    run: (amount, conns) => fire(shopUrl, { method: "POST", headers: { "content-type": "application/json" }, body: graphqlBody(query, variables) }, amount, conns),
  });
  const setup = await prepareAddToCart(shopUrl, connections, await addableProducts(shopUrl));
  return [
    read("product by seo link", PRODUCT_QUERY, { seoLink: probe.products.items[0].seoLink }),
    read("listing with facets", LISTING_QUERY, { category: probe.categoryTree[0].seoLink, pageSize: 24 }),
    read("search with facets", SEARCH_QUERY, { text: "nordik koltukları" }),
    read("search with facets, a page full of hits", SEARCH_QUERY, { text: "lamba" }),
    ...(setup
      ? [
          {
            name: "add to cart (add + remove)",
            async run(amount: number, conns: number) {
              const pipeline = graphqlAddToCartRequests(setup);
              const result = await fire(shopUrl, { requests: pipeline.requests }, amount, conns);
              return { ...result, failures: result.failures + pipeline.failures() };
            },
          },
        ]
      : []),
  ];
}

async function fire(shopUrl: string, options: Partial<autocannon.Options>, amount: number, connections: number) {
  const result = await autocannon({ url: `${shopUrl}/graphql`, ...options, connections, amount });
  return { bytes: result.throughput.total, failures: result.errors + result.non2xx };
}
