// Added-to-cart popup: shown while a last-added product is set, with Continue shopping and Go to cart; cleared on
// close or on going to the cart. A platform <dialog>: without JavaScript it is rendered open and
// `<form method="dialog">` closes it natively; with JavaScript it becomes modal (focus kept inside, Escape closes,
// focus returns to the add button) by the code the pages without React run (app/enhance/page-controls.ts), and the
// shopper's close tells the add form to forget the product.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "~/components/cart/money-text";
import { CloseIcon } from "~/components/icons";
import { currencyLabel } from "~/domain/money";
import { enhanceAddedDialog } from "~/enhance/page-controls";
import type { LastAdded } from "~/utils/cart-actions.server";
import { NO_IMAGE } from "~/utils/catalog";
import { localizePath, type Locale } from "~/utils/locale";
import { useEnhancer } from "~/utils/use-enhancer";

interface AddedToCartDialogProps {
  item: LastAdded;
  locale: Locale;
  onClose: () => void;
}

export function AddedToCartDialog({ item, locale, onClose }: AddedToCartDialogProps) {
  const { t } = useTranslation("cart");
  const dialog = useEnhancer<HTMLDialogElement>((element) => enhanceAddedDialog(element, onClose), [item]);

  return (
    <dialog ref={dialog} open className="added-dialog" aria-labelledby="added-dialog-title">
      <div className="added-dialog__panel">
        <form method="dialog" className="added-dialog__close">
          <button type="submit" className="icon-button" aria-label={t("added.close")}>
            <CloseIcon />
          </button>
        </form>
        <h2 id="added-dialog-title" className="added-dialog__title">
          <span className="added-dialog__check" aria-hidden="true">
            ✓
          </span>
          {t("added.title")}
        </h2>
        <div className="added-dialog__item">
          <img src={item.image || NO_IMAGE} alt="" width="88" height="88" />
          <div>
            <p className="added-dialog__name">{item.title}</p>
            {item.variantNames.length ? <p className="muted">{item.variantNames.join(" / ")}</p> : null}
            {item.details.map((detail) => (
              <p key={detail} className="muted added-dialog__detail">
                {detail}
              </p>
            ))}
            <p>
              {t("added.quantity", { quantity: item.quantity })} ·{" "}
              <strong>
                <MoneyText minor={item.unitPriceMinor * item.quantity} currency={currencyLabel(item.currency)} />
              </strong>
            </p>
          </div>
        </div>
        <div className="added-dialog__actions">
          <form method="dialog">
            <button type="submit" className="button button--ghost">
              {t("added.continue")}
            </button>
          </form>
          <Link to={localizePath("/cart", locale)} className="button button--primary">
            {t("added.goToCart")}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
