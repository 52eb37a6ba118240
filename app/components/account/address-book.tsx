// The member's address book on /hesabim/adreslerim: each address as text with "edit" and "delete" links. Deleting
// asks first: the link opens a confirmation card on the same page (a plain link and a plain form, so the step is
// the same with and without JavaScript), and only its "yes" posts.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddressView, type AddressViewData } from "~/components/checkout/address-view";

type Saved = AddressViewData & { id: number };

interface AddressBookProps {
  addresses: Saved[];
  editHref: (id: number) => string;
  deleteHref: (id: number) => string;
  addHref?: string;
}

export function AddressBook({ addresses, editHref, deleteHref, addHref }: AddressBookProps) {
  const { t } = useTranslation(["checkout", "account"]);
  return (
    <section className="checkout-card" id="addresses" aria-labelledby="address-book-title">
      <h2 id="address-book-title" className="checkout-card__title">
        {t("checkout:addresses.title")}
      </h2>
      {addresses.length === 0 ? <p className="muted">{t("account:book.empty")}</p> : null}
      <ul className="address-list__items">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            <AddressView address={address} titleId={`address-${address.id}-title`} />
            <div className="address-card__actions">
              <Link to={editHref(address.id)} className="text-link" aria-label={t("checkout:addresses.editNamed", { title: address.title })}>
                {t("checkout:addresses.edit")}
              </Link>
              <Link
                to={deleteHref(address.id)}
                className="text-link text-link--danger"
                aria-label={t("checkout:addresses.deleteNamed", { title: address.title })}
                preventScrollReset
              >
                {t("checkout:addresses.delete")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {addHref ? (
        <div className="checkout-actions">
          <Link to={addHref} className="button button--ghost">
            {t("account:book.add")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** "Delete the address …?" with yes (a post) and cancel (back to the list). */
export function AddressDeleteConfirm({ address, cancelHref }: { address: Saved; cancelHref: string }) {
  const { t } = useTranslation("account");
  return (
    <section className="checkout-card address-delete" id="delete-confirm" role="alertdialog" aria-labelledby="delete-confirm-title">
      <h2 id="delete-confirm-title" className="checkout-card__title">
        {t("book.deleteConfirm", { title: address.title })}
      </h2>
      <AddressView address={address} showTitle={false} />
      <Form method="post" className="checkout-actions">
        <input type="hidden" name="id" value={address.id} />
        <button type="submit" name="intent" value="delete" className="button button--danger">
          {t("book.deleteYes")}
        </button>
        <Link to={cancelHref} className="button button--ghost">
          {t("book.cancel")}
        </Link>
      </Form>
    </section>
  );
}
