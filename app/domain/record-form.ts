// The admin's record editors (categories, menus, brands, models, suppliers, properties, currencies, languages,
// synonyms) describe their forms as data: fields with a kind, and the values as the form posts them (text, "on"
// for a ticked box). One editor component draws any of them; the server reads the same names back. Field names are
// the ones the GraphQL layer names in its errors (title_en, seoLink_tr, parentId), so an error lands on its field.
// Relative imports only: unit-testable outside Vite.

export type RecordFieldKind = "text" | "textarea" | "number" | "checkbox" | "select" | "colour";

export interface RecordField {
  name: string;
  label: string;
  kind?: RecordFieldKind;
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  hint?: string;
  /** Text in a script of its own (seo links, codes): left to right whatever the page's direction. */
  ltr?: boolean;
  /** The language the field's text is written in (lang attribute; dir for Arabic). */
  lang?: string;
  /** Fields shown together under a heading (a language's texts). */
  group?: string;
}

/** A form's values by field name: text as typed, "on" for a ticked box, "" for nothing. */
export type RecordValues = Record<string, string>;

/** The languages the shop writes its catalogue in, the default first. */
export const RECORD_LANGUAGES = ["tr", "en", "ar"] as const;

/** The value of a ticked box (what a browser posts for a checkbox without a value). */
export const CHECKED = "on";

/** The posted values of the given fields (missing ones are ""). */
export function postedValues(form: FormData, fields: readonly RecordField[]): RecordValues {
  const values: RecordValues = {};
  for (const field of fields) {
    const raw = form.get(field.name);
    values[field.name] = typeof raw === "string" ? raw : "";
  }
  return values;
}

/** Trimmed text, or null when empty. */
export const textOrNull = (value: string | undefined) => value?.trim() || null;

/** A whole number as typed (spaces allowed around it); null when empty; NaN when it is no whole number. */
export function wholeNumberOf(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!text) return null;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : NaN;
}

/** A decimal as typed, with a comma or a point; null when empty; NaN when it is none. */
export function decimalOf(value: string | undefined): number | null {
  const text = value?.trim().replace(",", ".") ?? "";
  if (!text) return null;
  return /^\d{1,12}(\.\d{1,8})?$/.test(text) ? Number(text) : NaN;
}

/** The record the page edits, from `?edit=`: "new", an id, or nothing. */
export function editTarget(url: URL): "new" | number | null {
  const edit = url.searchParams.get("edit");
  if (edit === "new") return "new";
  return edit && /^\d{1,9}$/.test(edit) && Number(edit) > 0 ? Number(edit) : null;
}

/** The list's address with the editor open on `target` (the list's own search and page kept). */
export function editHref(pathname: string, search: string, target: "new" | number | null): string {
  const params = new URLSearchParams(search);
  if (target === null) params.delete("edit");
  else params.set("edit", String(target));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A tree node and everything below it, in a depth-first list (its descendants follow it, deeper than it). */
export function subtreeIds(nodes: readonly { id: number; depth: number }[], id: number): Set<number> {
  const start = nodes.findIndex((n) => n.id === id);
  const ids = new Set<number>();
  if (start < 0) return ids;
  ids.add(id);
  for (let i = start + 1; i < nodes.length && nodes[i].depth > nodes[start].depth; i++) ids.add(nodes[i].id);
  return ids;
}

/** A tree's nodes as choices of a parent: "top" first, each indented by its depth, the node's own subtree left out. */
export function parentChoices(nodes: readonly { id: number; depth: number; title: string }[], editing: number | null, topLabel: string) {
  const excluded = editing === null ? new Set<number>() : subtreeIds(nodes, editing);
  return [{ value: "", label: topLabel }, ...nodes.filter((n) => !excluded.has(n.id)).map((n) => ({ value: String(n.id), label: `${"— ".repeat(n.depth)}${n.title}` }))];
}
