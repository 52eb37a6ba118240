// The variants grid: the admin picks the two properties (Colour, Size: a GET form, so it works without JavaScript)
// and gets one row per pair of their values, filled from the sub-products there are. Rows with a price are saved;
// ticking "remove" deletes that sub-product.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "~/utils/use-locale";
import { moneyField } from "~/components/admin/products/product-fields";
import type { Choice, ProductChoices } from "~/components/admin/products/product-form";
import type { FieldMessages } from "~/components/admin/products/product-form.server";

export interface SubProductDraft {
  id: number;
  property1Id?: number | null;
  property2Id?: number | null;
  code: string;
  sellingPriceMinor: number;
  discountedPriceMinor?: number | null;
  stockAmount: number;
  isActive: boolean;
}

/** The grid's property categories: the URL's, else the ones the sub-products use, else the first two there are. */
export function gridProperties(choices: ProductChoices, subProducts: SubProductDraft[], url: URL): [number | null, number | null] {
  const categoryOf = (valueId: number | null | undefined) => choices.properties.find((p) => p.values.some((v) => v.id === valueId))?.id ?? null;
  const asked = (name: string) => {
    const id = Number(url.searchParams.get(name));
    return choices.properties.some((p) => p.id === id) ? id : null;
  };
  const first = subProducts[0];
  const p1 = asked("p1") ?? categoryOf(first?.property1Id) ?? choices.properties[0]?.id ?? null;
  const p2 = url.searchParams.has("p2") ? asked("p2") : (categoryOf(first?.property2Id) ?? (first ? null : (choices.properties[1]?.id ?? null)));
  return [p1, p2];
}

/** A cell's field name: `cell.<value1>.<value2>.<field>` (0 for no second property). */
export const cellName = (v1: number, v2: number, field: string) => `cell.${v1}.${v2}.${field}`;

export function ProductVariants({ choices, subProducts, p1, p2, errors }: { choices: ProductChoices; subProducts: SubProductDraft[]; p1: number | null; p2: number | null; errors: FieldMessages }) {
  const { t } = useTranslation("admin");
  const language = usePageLocale();
  if (choices.properties.length === 0) return <p className="admin-muted">{t("products.noProperties")}</p>;
  const values = (id: number | null): Choice[] => choices.properties.find((p) => p.id === id)?.values ?? [];
  const rows1 = values(p1);
  const rows2: (Choice | null)[] = p2 ? values(p2) : [null];
  const errorText = Object.values(errors)[0];
  return (
    <>
      <Form method="get" className="admin-form admin-form--inline product-grid-pick">
        {(["p1", "p2"] as const).map((name, index) => (
          <label key={name} className="admin-field">
            <span className="admin-field__label">{t(index === 0 ? "products.property1" : "products.property2")}</span>
            <select name={name} defaultValue={String((index === 0 ? p1 : p2) ?? "")} className="admin-input">
              {index === 1 ? <option value="">{t("products.none")}</option> : null}
              {choices.properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="admin-button">
          {t("products.showGrid")}
        </button>
      </Form>
      <p className="admin-field__hint">{t("products.gridHint")}</p>
      {errorText ? (
        <p className="admin-field__error" role="alert">
          {errorText}
        </p>
      ) : null}
      <Form method="post" className="product-variants">
        <input type="hidden" name="intent" value="variants" />
        <div className="admin-table">
          <div className="admin-table__scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("products.property1")}</th>
                <th scope="col">{t("products.property2")}</th>
                <th scope="col">{t("products.code")}</th>
                <th scope="col">{t("products.price")}</th>
                <th scope="col">{t("products.discountedPrice")}</th>
                <th scope="col">{t("products.stockShort")}</th>
                <th scope="col">{t("products.active")}</th>
                <th scope="col">{t("products.remove")}</th>
              </tr>
            </thead>
            <tbody>
              {rows1.flatMap((v1) =>
                rows2.map((v2) => {
                  const v2id = v2?.id ?? 0;
                  const existing = subProducts.find((s) => (s.property1Id ?? 0) === v1.id && (s.property2Id ?? 0) === v2id);
                  const name = (field: string) => cellName(v1.id, v2id, field);
                  const label = `${v1.name}${v2 ? ` / ${v2.name}` : ""}`;
                  return (
                    <tr key={`${v1.id}-${v2id}`}>
                      <th scope="row">{v1.name}</th>
                      <td>{v2?.name ?? "—"}</td>
                      <td>
                        <input className="admin-input" name={name("code")} defaultValue={existing?.code ?? ""} maxLength={64} dir="ltr" aria-label={`${t("products.code")} ${label}`} />
                      </td>
                      <td>
                        <input className="admin-input product-number" name={name("price")} defaultValue={moneyField(existing?.sellingPriceMinor, language)} inputMode="decimal" dir="ltr" aria-label={`${t("products.price")} ${label}`} />
                      </td>
                      <td>
                        <input className="admin-input product-number" name={name("discount")} defaultValue={moneyField(existing?.discountedPriceMinor, language)} inputMode="decimal" dir="ltr" aria-label={`${t("products.discountedPrice")} ${label}`} />
                      </td>
                      <td>
                        <input className="admin-input product-number" name={name("stock")} defaultValue={existing ? String(existing.stockAmount) : ""} inputMode="numeric" dir="ltr" aria-label={`${t("products.stockShort")} ${label}`} />
                      </td>
                      <td>
                        <input type="checkbox" name={name("active")} defaultChecked={existing?.isActive ?? true} aria-label={`${t("products.active")} ${label}`} />
                        {existing ? <input type="hidden" name={name("id")} value={existing.id} /> : null}
                      </td>
                      <td>{existing ? <input type="checkbox" name={name("remove")} aria-label={`${t("products.remove")} ${label}`} /> : null}</td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </table>
          </div>
        </div>
        <button type="submit" className="admin-button admin-button--primary">
          {t("products.saveVariants")}
        </button>
      </Form>
    </>
  );
}
