// /api/v1 routes of the payment read side: payment types and bank accounts.
import type { BankAccount, PaymentType, Query } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { toMajor } from "../../core/money.js";
import { formatIban } from "./iban.js";

const legacyPaymentType = (p: PaymentType) => ({
  code: p.code,
  name: p.name,
  description: p.description,
  sort: p.sort,
  service_fee: toMajor(p.feeMinor),
  currency_code: p.feeCurrency,
  door_payment_types: p.doorPaymentTypes,
});

const legacyBankAccount = (b: BankAccount) => ({
  id: b.id,
  bank_name: b.bankName,
  account_holder: b.accountHolder,
  account_number: b.accountNumber,
  iban: b.iban,
  iban_formatted: formatIban(b.iban),
  branch: b.branch,
  currency_code: b.currency,
  sort: b.sort,
});

export const paymentRoutes: RestRoute[] = [
  /**
   * GET /api/v1/payment/getPaymentType?language — enabled payment methods.
   * 200 {success, response:[{code,name,description,sort,service_fee (major units),currency_code,door_payment_types}]}
   */
  defineRoute<Pick<Query, "paymentTypes">>({
    method: "GET",
    path: "/api/v1/payment/getPaymentType",
    access: "public",
    document: `query RestPaymentTypes($language: String) { paymentTypes(language: $language) { code name description sort feeMinor feeCurrency doorPaymentTypes } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => ({ body: { success: true, response: data.paymentTypes.map(legacyPaymentType) } }),
  }),
  /**
   * GET /api/v1/bank/getBankAccounts — active accounts for wire transfer.
   * 200 {success, response:[{id,bank_name,account_holder,account_number,iban,iban_formatted,branch,currency_code,sort}]}
   */
  defineRoute<Pick<Query, "bankAccounts">>({
    method: "GET",
    path: "/api/v1/bank/getBankAccounts",
    access: "public",
    document: `query RestBankAccounts { bankAccounts { id bankName accountHolder accountNumber iban branch currency sort } }`,
    reply: (data) => ({ body: { success: true, response: data.bankAccounts.map(legacyBankAccount) } }),
  }),
];
