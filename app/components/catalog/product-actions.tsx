// What a shopper can do on the product page inside the add-to-cart form: add to cart (its submit button, with the
// product-add loading flag), order by WhatsApp or phone. The heart and the stock alert are forms of their own
// (favourite-button.tsx, stock-alert-button.tsx), so they sit outside this form.
import { useTranslation } from "react-i18next";

interface ProductActionsProps {
  inStock: boolean;
  phone: string;
  whatsapp: string;
  message: string;
  /** The add-to-cart request is running. */
  pending?: boolean;
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

export function ProductActions({ inStock, phone, whatsapp, message, pending = false }: ProductActionsProps) {
  const { t } = useTranslation("catalog");
  const { t: tCart } = useTranslation("cart");
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
      </div>
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
