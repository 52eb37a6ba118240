// Page titles are "<page> | <shop name>" (spec: titles are based on the shop name). Leaf routes build their own
// meta in Remix v2, so the shop name is read from the root match.
import type { MetaDescriptor } from "@remix-run/node";

interface MatchLike {
  id: string;
  data?: unknown;
}

export function shopNameFrom(matches: MatchLike[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { shop?: { name?: string } } | undefined;
  return root?.shop?.name ?? "";
}

export function pageMeta(matches: MatchLike[], title: string | null, description?: string): MetaDescriptor[] {
  const shopName = shopNameFrom(matches);
  const full = title ? (shopName ? `${title} | ${shopName}` : title) : shopName;
  return [{ title: full }, ...(description ? [{ name: "description", content: description }] : [])];
}
