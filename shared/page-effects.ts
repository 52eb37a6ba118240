// What a public page does besides showing something, so it can be done again when the server answers the same page
// without running its loader (kept whole in memory, or a 304 to a browser's revalidation): a search with hits counts
// its term, a blog post counts a view. The page's loader names its effect in a response header; the server's page
// cache takes the header off, remembers the effect with the page, and hands it to the shop on every repeat.

export type PageEffect = { kind: "search"; term: string } | { kind: "blog-view"; postId: number };

/** The response header a loader names its page's effect in (never sent to the browser). */
export const PAGE_EFFECT_MARK = "x-page-effect";

export function encodePageEffect(effect: PageEffect): string {
  return effect.kind === "search" ? `search:${encodeURIComponent(effect.term)}` : `blog-view:${effect.postId}`;
}

/** The effect a mark names; null for anything else (a mark is only ever set by the shop's own loaders). */
export function decodePageEffect(mark: string): PageEffect | null {
  const separator = mark.indexOf(":");
  const kind = mark.slice(0, separator);
  const value = mark.slice(separator + 1);
  if (kind === "search") {
    try {
      const term = decodeURIComponent(value);
      return term ? { kind, term } : null;
    } catch {
      return null;
    }
  }
  if (kind === "blog-view" && /^[1-9]\d{0,9}$/.test(value)) return { kind, postId: Number(value) };
  return null;
}
