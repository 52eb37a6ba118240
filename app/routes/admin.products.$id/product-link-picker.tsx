// The product page's related and accessory products: the chosen ones with picture and name, each removable, and a
// search by name or code whose results can be added to either list. Without JavaScript the search is a GET form
// (the results come with the page) and every add or remove is a post of the links form; with it, the search runs
// as the admin types (the same GET, replacing the history entry) and the page keeps its place.
import { Form, useSubmit } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

export interface LinkCandidate {
  id: number;
  name: string;
  barcode: string;
  image?: string | null;
}

export type LinkKind = "related" | "accessory";

interface PickerProps {
  relatedIds: readonly number[];
  accessoryIds: readonly number[];
  /** The chosen products' rows (name, picture), by id. */
  known: readonly LinkCandidate[];
  search: string;
  candidates: readonly LinkCandidate[] | null;
  error?: string;
}

function ProductChip({ product }: { product: LinkCandidate }) {
  return (
    <span className="link-picker__product">
      {product.image ? <img src={product.image} alt="" width={40} height={40} loading="lazy" /> : <span className="link-picker__noimage" aria-hidden="true" />}
      <span>
        {product.name} <small dir="ltr">#{product.id}{product.barcode ? ` · ${product.barcode}` : ""}</small>
      </span>
    </span>
  );
}

export function ProductLinkPicker({ relatedIds, accessoryIds, known, search, candidates, error }: PickerProps) {
  const { t } = useTranslation("admin");
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const byId = new Map(known.map((p) => [p.id, p]));
  const lists: Record<LinkKind, readonly number[]> = { related: relatedIds, accessory: accessoryIds };
  const searchAsTyped = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 300);
  };
  return (
    <>
      {error ? (
        <p role="alert" className="admin-alert">
          {error}
        </p>
      ) : null}
      <Form method="post" className="admin-form" preventScrollReset>
        <input type="hidden" name="intent" value="links" />
        <input type="hidden" name="linkSearch" value={search} />
        <input type="hidden" name="relatedIds" value={relatedIds.join(",")} />
        <input type="hidden" name="accessoryIds" value={accessoryIds.join(",")} />
        {(["related", "accessory"] as const).map((kind) => (
          <fieldset key={kind} className="admin-fieldset">
            <legend>{t(kind === "related" ? "products.relatedIds" : "products.accessoryIds")}</legend>
            {lists[kind].length === 0 ? <p className="admin-muted">{t("linkPicker.none")}</p> : null}
            <ul className="link-picker__list">
              {lists[kind].map((id) => {
                const product = byId.get(id) ?? { id, name: t("linkPicker.unknown"), barcode: "" };
                return (
                  <li key={id}>
                    <ProductChip product={product} />
                    <button type="submit" name="linkRemove" value={`${kind}:${id}`} className="admin-button" aria-label={t("linkPicker.removeNamed", { name: product.name })}>
                      {t("linkPicker.remove")}
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        {candidates ? (
          <section aria-live="polite" aria-label={t("linkPicker.results")}>
            <h3 className="admin-subtitle">{t("linkPicker.results")}</h3>
            {candidates.length === 0 ? <p className="admin-muted">{t("linkPicker.noResults")}</p> : null}
            <ul className="link-picker__list">
              {candidates.map((product) => (
                <li key={product.id}>
                  <ProductChip product={product} />
                  {(["related", "accessory"] as const).map((kind) =>
                    lists[kind].includes(product.id) ? null : (
                      <button key={kind} type="submit" name="linkAdd" value={`${kind}:${product.id}`} className="admin-button" aria-label={t(`linkPicker.add.${kind}Named`, { name: product.name })}>
                        {t(`linkPicker.add.${kind}`)}
                      </button>
                    ),
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Form>
      <Form method="get" role="search" className="admin-filters" preventScrollReset onChange={searchAsTyped} aria-label={t("linkPicker.search")}>
        <label className="admin-field admin-field--grow">
          <span className="admin-field__label">{t("linkPicker.search")}</span>
          <input type="search" name="linkSearch" defaultValue={search} maxLength={100} className="admin-input" autoComplete="off" />
        </label>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button admin-button--primary">
            {t("list.search")}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The lists after one add or remove as posted (`related:12`); unchanged when the value is not one. */
export function changedLinks(lists: Record<LinkKind, number[]>, add: string | null, remove: string | null): Record<LinkKind, number[]> {
  const parse = (value: string | null) => {
    const match = value ? /^(related|accessory):(\d{1,9})$/.exec(value) : null;
    return match ? { kind: match[1] as LinkKind, id: Number(match[2]) } : null;
  };
  const next = { related: [...lists.related], accessory: [...lists.accessory] };
  const added = parse(add);
  if (added && !next[added.kind].includes(added.id)) next[added.kind].push(added.id);
  const removed = parse(remove);
  if (removed) next[removed.kind] = next[removed.kind].filter((id) => id !== removed.id);
  return next;
}
