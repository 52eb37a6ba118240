// The state of an admin list page lives in its URL (search, filters, sort, page), so a list can be linked, reloaded
// and used without JavaScript. Pure functions: the loader reads the state, the components write links from it.

export interface ListState<S extends string> {
  search: string;
  sort: S;
  page: number;
  /** The page's own filters (entity, admin, status, …), as the URL gave them; empty = not filtered. */
  filters: Record<string, string>;
}

export interface ListSpec<S extends string> {
  sorts: readonly S[];
  defaultSort: S;
  /** Names of the page's filter parameters. */
  filters: readonly string[];
}

const MAX_PAGE = 100_000;
const MAX_TEXT = 100;

/** Reads a list's state from the URL; anything unexpected falls back to the default, never to an error page. */
export function readListState<S extends string>(url: URL, spec: ListSpec<S>): ListState<S> {
  const params = url.searchParams;
  const sortParam = params.get("sort");
  const sort = spec.sorts.find((candidate) => candidate === sortParam) ?? spec.defaultSort;
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  const filters: Record<string, string> = {};
  for (const name of spec.filters) {
    const value = params.get(name)?.trim().slice(0, MAX_TEXT);
    if (value) filters[name] = value;
  }
  return { search: params.get("q")?.trim().slice(0, MAX_TEXT) ?? "", sort, page, filters };
}

/** The URL of the list with some of its state changed; defaults are left out so links stay short. */
export function listHref<S extends string>(pathname: string, state: ListState<S>, spec: ListSpec<S>, change: Partial<ListState<S>> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set("q", next.search);
  for (const name of spec.filters) if (next.filters[name]) params.set(name, next.filters[name]);
  if (next.sort !== spec.defaultSort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The number of pages (at least one, so "page 1 of 1" reads right for an empty list). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));

/** True when the list is narrowed by a search or a filter (an empty list then says so). */
export const isFiltered = (state: ListState<string>) => Boolean(state.search || Object.keys(state.filters).length);
