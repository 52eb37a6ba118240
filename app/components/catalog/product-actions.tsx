// What a shopper can do on the product page: add to cart (the submit button of the add-to-cart form, with the
// product-add loading flag), order by WhatsApp or phone. The heart and the stock alert need an account: visitors
// are sent to the login page with a return path.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath, type Locale } from "~/utils/locale";

interface ProductActionsProps {
  locale: Locale;
  path: string;
  inStock: boolean;
  phone: string;
  whatsapp: string;
  message: string;
  /** The add-to-cart request is running. */
  pending?: boolean;
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

export function ProductActions({ locale, path, inStock, phone, whatsapp, message, pending = false }: ProductActionsProps) {
  const { t } = useTranslation("catalog");
  const { t: tCart } = useTranslation("cart");
  const login = `${localizePath("/uye-giris", locale)}?r=${encodeURIComponent(path)}`;
  const whatsappNumber = digits(whatsapp || phone).replace(/^\+/, "");

  return (
    <div className="product-actions">
      <div className="product-actions__buy">
        <button
          type="submit"
          className="button button--primary button--wide"
          disabled={!inStock || pending}
          aria-disabled={pending || undefined}
        >
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          {pending ? tCart("addToCart.pending") : t("product.addToCart")}
        </button>
        <Link to={login} className="icon-button product-actions__heart" aria-label={t("product.favourite")}>
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M12 20s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 5C19 15.6 12 20 12 20z" />
          </svg>
        </Link>
      </div>
      {!inStock ? (
        <Link to={login} className="button button--ghost button--wide">
          {t("product.stockAlert")}
        </Link>
      ) : null}
      <div className="product-actions__order">
        {whatsappNumber ? (
          <a
            className="button button--whatsapp"
            href={`https://wa.me/${whatsappNumber}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("product.whatsapp")}
          </a>
        ) : null}
        {phone ? (
          <a className="button button--phone" href={`tel:${digits(phone)}`}>
            {t("product.call")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
