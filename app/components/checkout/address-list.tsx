// The address book of the address step (#addresses, where a failed address check jumps to): choose the delivery
// and the invoice address (or "same as delivery"), edit or delete one, and continue to payment. Without
// JavaScript the choice is sent with "continue"; with JavaScript every change is also saved at once.
// "Continue" is the list form's only submit button: each delete button belongs to a small form of its own
// (AddressDeleteForms, joined through the button's `form` attribute, plain HTML), so deleting never travels with the
// choice and "continue" stays the form's default button.
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AddressView, type AddressViewData } from "./address-view";

interface AddressListProps {
  addresses: (AddressViewData & { id: number })[];
  deliveryId: number | null;
  invoiceId: number | null;
  /** A translated warning from the address check (no_delivery_address, …). */
  warning: string | null;
  editHref: (id: number) => string;
  /** The "add a new address" link; none while the form is already open. */
  addHref?: string;
}

const deleteFormId = (id: number) => `address-delete-${id}`;

/** The delete buttons' own forms; rendered outside the list's form, since forms cannot nest. */
export function AddressDeleteForms({ addresses }: { addresses: { id: number }[] }) {
  return addresses.map((address) => <Form key={address.id} method="post" id={deleteFormId(address.id)} hidden />);
}

export function AddressList({ addresses, deliveryId, invoiceId, warning, editHref, addHref }: AddressListProps) {
  const { t } = useTranslation("checkout");
  const fetcher = useFetcher();
  const navigation = useNavigation();
  const continuing = navigation.state !== "idle" && navigation.formData?.get("intent") === "continue";
  const same = invoiceId === null || invoiceId === deliveryId;

  const saveChoice = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    data.set("intent", "select");
    fetcher.submit(data, { method: "post" });
  };

  return (
    <Form method="post" className="checkout-card address-list" id="addresses" aria-labelledby="addresses-title" onChange={saveChoice}>
      <h2 id="addresses-title" className="checkout-card__title">
        {t("addresses.title")}
      </h2>
      {warning ? (
        <p className="form-alert" role="alert">
          {warning}
        </p>
      ) : null}
      {addresses.length === 0 ? <p className="muted">{t("addresses.empty")}</p> : null}
      <ul className="address-list__items">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            <AddressView address={address} titleId={`address-${address.id}-title`} />
            <div className="address-card__choices">
              <label className="choice">
                <input
                  type="radio"
                  name="deliveryAddressId"
                  value={address.id}
                  defaultChecked={address.id === deliveryId}
                  aria-describedby={`address-${address.id}-title`}
                />
                {t("addresses.deliverHere")}
              </label>
              <label className="choice address-card__invoice">
                <input
                  type="radio"
                  name="invoiceAddressId"
                  value={address.id}
                  defaultChecked={!same && address.id === invoiceId}
                  aria-describedby={`address-${address.id}-title`}
                />
                {t("addresses.invoiceHere")}
              </label>
            </div>
            <div className="address-card__actions">
              <Link to={editHref(address.id)} className="text-link" aria-label={t("addresses.editNamed", { title: address.title })}>
                {t("addresses.edit")}
              </Link>
              <button
                type="submit"
                form={deleteFormId(address.id)}
                name="intent"
                value={`delete:${address.id}`}
                className="text-link text-link--danger"
                aria-label={t("addresses.deleteNamed", { title: address.title })}
                formNoValidate
              >
                {t("addresses.delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {addresses.length ? (
        <label className="choice address-list__same">
          <input type="checkbox" name="sameAsDelivery" defaultChecked={same} />
          {t("addresses.sameAsDelivery")}
        </label>
      ) : null}
      <div className="checkout-actions">
        {addHref ? (
          <Link to={addHref} className="button button--ghost" preventScrollReset>
            {t("addresses.add")}
          </Link>
        ) : null}
        <button type="submit" name="intent" value="continue" className="button button--primary" disabled={continuing}>
          {t("addresses.continue")}
        </button>
      </div>
    </Form>
  );
}
