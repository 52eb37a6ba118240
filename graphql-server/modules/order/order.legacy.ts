// Legacy (/api/v1) shapes of orders: the GraphQL selection the REST documents use and the snake_case mapper with
// major-unit amounts (docs/decisions/004: the shim converts at the edge).
import type { CartTotals, Order } from "../../generated/resolvers-types.js";
import { legacyAddressFields } from "../address/index.js";
import { toMajor } from "../../core/money.js";
import { formatIban } from "../payment/index.js";

export const TOTALS_FIELDS = `linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree
  doorFeeMinor installmentInterestMinor vatMinor grandTotalMinor vat { rate netMinor vatMinor }`;
const ORDER_ADDRESS_FIELDS = `title firstName lastName phone address countryName stateName cityName zipCode invoiceType identityNumber
  companyName taxOffice taxNumber`;
export const ORDER_FIELDS = `id code createdAt status statusName paymentCode paymentName doorPaymentType
  bankAccount { id bankName accountHolder accountNumber iban branch currency }
  paymentInstructions currencyCode currency email phone
  lines { id productId subProductId title seoLink variantNames quantity unitPriceMinor personalizationPriceMinor lineTotalMinor vatRate
          image { small medium big }
          personalizations { personalizationId name value priceMinor options { id name priceMinor } } }
  totals { ${TOTALS_FIELDS} }
  invoiceAddress { ${ORDER_ADDRESS_FIELDS} } deliveryAddress { ${ORDER_ADDRESS_FIELDS} }
  cargoName cargoTrackingUrl isGift giftNote generalNote campaignName couponCode`;
export const ORDER_ERROR_FIELDS = `code message field`;

export const legacyTotals = (t: CartTotals) => ({
  sub_total: toMajor(t.linesMinor),
  price_personalization: toMajor(t.personalizationMinor),
  price_gift_package: toMajor(t.giftPackageMinor),
  campaign_discount: toMajor(t.campaignDiscountMinor),
  coupon_discount: toMajor(t.couponDiscountMinor),
  price_cargo: toMajor(t.cargoMinor),
  is_cargo_free: t.isCargoFree,
  door_payment_fee: toMajor(t.doorFeeMinor),
  installment_interest: toMajor(t.installmentInterestMinor),
  vat: t.vat.map((v) => ({ rate: v.rate, net: toMajor(v.netMinor), vat: toMajor(v.vatMinor) })),
  total_vat: toMajor(t.vatMinor),
  total: toMajor(t.grandTotalMinor),
});

export const legacyOrder = (o: Order) => ({
  id: o.id,
  order_code: o.code,
  created_at: o.createdAt,
  status: o.status.toLowerCase(),
  status_name: o.statusName,
  payment_code: o.paymentCode,
  payment_name: o.paymentName,
  door_payment_type: o.doorPaymentType ? o.doorPaymentType.toLowerCase() : null,
  bank_account: o.bankAccount
    ? {
        id: o.bankAccount.id,
        bank_name: o.bankAccount.bankName,
        account_holder: o.bankAccount.accountHolder,
        account_number: o.bankAccount.accountNumber,
        iban: o.bankAccount.iban,
        iban_formatted: formatIban(o.bankAccount.iban),
        branch: o.bankAccount.branch,
        currency_code: o.bankAccount.currency,
      }
    : null,
  payment_instructions: o.paymentInstructions ?? null,
  iso_code: o.currencyCode,
  currency_code: o.currency,
  email: o.email,
  phone: o.phone,
  products: o.lines.map((l) => ({
    id: l.id,
    product_id: l.productId,
    sub_product_id: l.subProductId ?? null,
    title: l.title,
    seo_link: l.seoLink,
    image: l.image ? { S: l.image.small, M: l.image.medium, B: l.image.big } : null,
    variant_names: l.variantNames,
    quantity: l.quantity,
    price: toMajor(l.unitPriceMinor),
    personalization_price: toMajor(l.personalizationPriceMinor),
    total_price: toMajor(l.lineTotalMinor),
    vat: l.vatRate,
    personalizations: l.personalizations.map((p) => ({
      personalization_id: p.personalizationId,
      name: p.name,
      value: p.value ?? null,
      price: toMajor(p.priceMinor),
      options: p.options.map((x) => ({ id: x.id, name: x.name, price: toMajor(x.priceMinor) })),
    })),
  })),
  totals: legacyTotals(o.totals),
  invoice_address: legacyAddressFields(o.invoiceAddress),
  delivery_address: legacyAddressFields(o.deliveryAddress),
  cargo_name: o.cargoName ?? null,
  cargo_tracking_url: o.cargoTrackingUrl ?? null,
  is_gift: o.isGift,
  gift_note: o.giftNote,
  general_note: o.generalNote,
  campaign_name: o.campaignName ?? null,
  coupon_code: o.couponCode ?? null,
});
