// The address step's form handling, pure: reading the address form into a draft that keeps every value as typed
// (nothing typed is lost on a refresh or an error), turning it into the GraphQL input, and the warnings the step
// shows after a failed "continue" (the address check codes and a guest without contact details).
import type { AddressInput, InvoiceType } from "../graphql/generated/graphql";

/** A form value as a trimmed string ("" when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A form or query value as a positive integer id, or null. */
export function positiveId(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/** What the address form shows: every value as typed (strings), so nothing typed is lost on a refresh or error. */
export interface AddressDraft {
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  countryId: string;
  stateId: string;
  cityId: string;
  zipCode: string;
  invoiceType: InvoiceType;
  identityNumber: string;
  companyName: string;
  taxOffice: string;
  taxNumber: string;
  useAsDelivery: boolean;
  useAsInvoice: boolean;
}

export const DRAFT_TEXT_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "phone",
  "address",
  "zipCode",
  "identityNumber",
  "companyName",
  "taxOffice",
  "taxNumber",
] as const;

export function draftFromForm(form: FormData): AddressDraft {
  const texts = Object.fromEntries(DRAFT_TEXT_FIELDS.map((name) => [name, formText(form, name)])) as Record<(typeof DRAFT_TEXT_FIELDS)[number], string>;
  return {
    ...texts,
    id: String(positiveId(form.get("id")) ?? ""),
    countryId: String(positiveId(form.get("countryId")) ?? ""),
    stateId: String(positiveId(form.get("stateId")) ?? ""),
    cityId: String(positiveId(form.get("cityId")) ?? ""),
    invoiceType: formText(form, "invoiceType") === "CORPORATE" ? "CORPORATE" : "INDIVIDUAL",
    useAsDelivery: form.get("useAsDelivery") === "on",
    useAsInvoice: form.get("useAsInvoice") === "on",
  };
}

/** The GraphQL input of a draft; empty strings become null so the server reports them as required. */
export function addressInput(draft: AddressDraft): AddressInput {
  const orNull = (value: string) => (value === "" ? null : value);
  const corporate = draft.invoiceType === "CORPORATE";
  return {
    title: orNull(draft.title),
    firstName: orNull(draft.firstName),
    lastName: orNull(draft.lastName),
    phone: orNull(draft.phone),
    address: orNull(draft.address),
    countryId: positiveId(draft.countryId),
    stateId: positiveId(draft.stateId),
    cityId: positiveId(draft.cityId),
    zipCode: orNull(draft.zipCode),
    invoiceType: draft.invoiceType,
    identityNumber: corporate ? null : orNull(draft.identityNumber),
    companyName: corporate ? orNull(draft.companyName) : null,
    taxOffice: corporate ? orNull(draft.taxOffice) : null,
    taxNumber: corporate ? orNull(draft.taxNumber) : null,
  };
}

/** Warnings the address step can show (?uyari=…): the address check codes and a guest without contact details. */
export const ADDRESS_WARNINGS = ["no_delivery_address", "no_invoice_address", "no_two_address", "contact", "must_phone_confirm"] as const;
export type AddressWarning = (typeof ADDRESS_WARNINGS)[number];

export function addressWarning(value: string | null): AddressWarning | null {
  return (ADDRESS_WARNINGS as readonly string[]).includes(value ?? "") ? (value as AddressWarning) : null;
}

interface SavedAddress {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  countryId: number;
  stateId: number;
  cityId: number;
  zipCode: string;
  invoiceType: InvoiceType;
  identityNumber?: string | null;
  companyName?: string | null;
  taxOffice?: string | null;
  taxNumber?: string | null;
}

/** The form for a saved address (editing it). */
export function draftFromAddress(address: SavedAddress, use: { delivery: boolean; invoice: boolean }): AddressDraft {
  return {
    id: String(address.id),
    title: address.title,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    address: address.address,
    countryId: String(address.countryId),
    stateId: String(address.stateId),
    cityId: String(address.cityId),
    zipCode: address.zipCode,
    invoiceType: address.invoiceType,
    identityNumber: address.identityNumber ?? "",
    companyName: address.companyName ?? "",
    taxOffice: address.taxOffice ?? "",
    taxNumber: address.taxNumber ?? "",
    useAsDelivery: use.delivery,
    useAsInvoice: use.invoice,
  };
}

/** A new address form, prefilled with the shopper's name and phone when known, in the default country. */
export function newDraft(
  prefill: { firstName?: string; lastName?: string; phone?: string } | null,
  countryId: number | null,
  use: { delivery: boolean; invoice: boolean },
): AddressDraft {
  return {
    id: "",
    title: "",
    firstName: prefill?.firstName ?? "",
    lastName: prefill?.lastName ?? "",
    phone: prefill?.phone ?? "",
    address: "",
    countryId: countryId ? String(countryId) : "",
    stateId: "",
    cityId: "",
    zipCode: "",
    invoiceType: "INDIVIDUAL",
    identityNumber: "",
    companyName: "",
    taxOffice: "",
    taxNumber: "",
    useAsDelivery: use.delivery,
    useAsInvoice: use.invoice,
  };
}
