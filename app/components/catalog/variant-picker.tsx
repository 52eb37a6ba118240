// The product's two variant groups, chosen in order (first group, then second). Each option is a link to `?p1=…` /
// `?p1=…&p2=…`, so choosing works without JavaScript (the loader applies the same rules). With JavaScript a refused
// choice is answered at once with the warning toast instead of a round trip, and valid choices update the page
// without reloading the product.
import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  property2State,
  selectProperty2,
  visibleProperty2Options,
  type VariantProduct,
  type VariantSelection,
} from "~/domain/variant-selection";
import { showClientToast } from "~/utils/client-toast";

interface VariantPickerProps {
  product: VariantProduct;
  selection: VariantSelection;
  /** Current query string, so other parameters survive a choice. */
  search: string;
  colours?: Record<number, string | null | undefined>;
}

function hrefWith(search: string, p1: number | null, p2: number | null): string {
  const params = new URLSearchParams(search);
  params.delete("p1");
  params.delete("p2");
  if (p1 !== null) params.set("p1", String(p1));
  if (p2 !== null) params.set("p2", String(p2));
  return `?${params.toString()}`;
}

export function VariantPicker({ product, selection, search, colours = {} }: VariantPickerProps) {
  const { t } = useTranslation("catalog");
  const group1 = product.property1;
  const options2 = visibleProperty2Options(product);
  // Second options the chosen first one rules out, with why: said under the group, since a title shows only on hover.
  const ruledOut = options2.flatMap((option) => {
    const state = property2State(product, selection.property1, option.id);
    return state === "available" ? [] : [{ name: option.name, reason: t(`variants.${state}`) }];
  });

  const refuseSecond = (event: MouseEvent, id: number) => {
    const { refusal } = selectProperty2(product, selection, id);
    if (refusal?.reason === "chooseFirst") {
      event.preventDefault();
      showClientToast("warning", t("variants.chooseFirst", { name: refusal.categoryName }));
    }
  };

  return (
    <div className="variants">
      {group1 && group1.options.length ? (
        <div className="variant-group" role="group" aria-labelledby="variant-group-1">
          <p className="variant-group__title" id="variant-group-1">
            {group1.categoryName}
            {selection.property1 !== null ? (
              <span className="variant-group__chosen">: {group1.options.find((o) => o.id === selection.property1)?.name}</span>
            ) : null}
          </p>
          <ul className="variant-group__options">
            {group1.options.map((option) => {
              const selected = option.id === selection.property1;
              const swatch = colours[option.id];
              const label = (
                <>
                  {swatch ? <span className="swatch" style={{ background: swatch }} aria-hidden="true" /> : null}
                  {option.name}
                </>
              );
              return (
                <li key={option.id}>
                  {option.hasStock === false ? (
                    <span className="variant variant--disabled" aria-disabled="true" title={t("variants.outOfStock")}>
                      {label}
                      <span className="visually-hidden"> ({t("variants.outOfStock")})</span>
                    </span>
                  ) : (
                    <Link
                      to={hrefWith(search, option.id, null)}
                      className={`variant${selected ? " variant--selected" : ""}`}
                      aria-current={selected ? "true" : undefined}
                      replace
                      preventScrollReset
                    >
                      {label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {options2.length ? (
        <div className="variant-group" role="group" aria-labelledby="variant-group-2">
          <p className="variant-group__title" id="variant-group-2">
            {product.property2!.categoryName}
            {selection.property2 !== null ? (
              <span className="variant-group__chosen">: {options2.find((o) => o.id === selection.property2)?.name}</span>
            ) : null}
          </p>
          <ul className="variant-group__options">
            {options2.map((option) => {
              const selected = option.id === selection.property2;
              // With a first choice made, only second options offered (and in stock) with it are links.
              const state = property2State(product, selection.property1, option.id);
              return (
                <li key={option.id}>
                  {state === "available" ? (
                    <Link
                      to={hrefWith(search, selection.property1, option.id)}
                      className={`variant${selected ? " variant--selected" : ""}`}
                      aria-current={selected ? "true" : undefined}
                      onClick={(event) => refuseSecond(event, option.id)}
                      replace
                      preventScrollReset
                    >
                      {option.name}
                    </Link>
                  ) : (
                    <span className="variant variant--disabled" aria-disabled="true" title={t(`variants.${state}`)}>
                      {option.name}
                      <span className="visually-hidden"> ({t(`variants.${state}`)})</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {ruledOut.length ? (
            // Each disabled option already says this to screen readers; this line is the same for the eye.
            <p className="variant-group__note" aria-hidden="true">
              {ruledOut.map((item) => `${item.name}: ${item.reason}`).join(" · ")}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
