// An address as text: name, phone, postal lines and, for a corporate invoice, the company and tax details.
import { useTranslation } from "react-i18next";
import { addressLines } from "~/domain/checkout-format";

export interface AddressViewData {
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  countryName: string;
  stateName: string;
  cityName: string;
  zipCode: string;
  invoiceType: "INDIVIDUAL" | "CORPORATE";
  companyName?: string | null;
  taxOffice?: string | null;
  taxNumber?: string | null;
}

export function AddressView({ address, showTitle = true, titleId }: { address: AddressViewData; showTitle?: boolean; titleId?: string }) {
  const { t } = useTranslation("checkout");
  return (
    <address className="address-view">
      {showTitle ? (
        <strong id={titleId} className="address-view__title">
          {address.title}
        </strong>
      ) : null}
      <span>
        {address.firstName} {address.lastName}
      </span>
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span dir="ltr" className="address-view__phone">
        {address.phone}
      </span>
      {address.invoiceType === "CORPORATE" && address.companyName ? (
        <span className="address-view__company">
          {address.companyName} · {t("addresses.tax", { office: address.taxOffice ?? "", number: address.taxNumber ?? "" })}
        </span>
      ) : null}
    </address>
  );
}
