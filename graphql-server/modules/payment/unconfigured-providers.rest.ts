// /api/v1 routes of the payment providers the route table names but this shop has no adapter for yet (isyerimpos,
// Tami, Moka, ipara, ZainCash, PayPal, DPO, QNB Pay, Google Pay). A legacy client calling one learns clearly
// that the provider cannot take its payment — the refusal a pay route gives (200, success false, a translated
// message) with the code provider_not_configured — instead of a 501 it cannot tell from a broken shop. As every pay
// route, they answer only a shopper (a member or a guest token); without one 401 unauthorized, before anything is read.
// A provider's adapter replaces its line here with its real route.
import { errorMessage, legacyUserError } from "../../core/errors.js";
import { defineRoute, type HttpMethod, type RestRoute } from "../../core/rest.js";

const UNCONFIGURED: readonly { method: HttpMethod; path: string }[] = [
  ...["payIsyerimpos", "payTami", "payMoka", "payIpara", "payZainCash", "payPaypal", "payDpo", "payQnbPay"].map((name) => ({
    method: "POST" as const,
    path: `/api/v1/payment/${name}`,
  })),
  ...["isyerimpos", "tami", "moka", "ipara"].map((provider) => ({
    method: "POST" as const,
    path: `/api/v1/payment/${provider}QueryInstallmentAndBin`,
  })),
  { method: "POST", path: "/api/v1/payment/confirmGooglePayment" },
];

/** The refusal every unconfigured provider's route answers, in the request's language. */
export const providerNotConfiguredReply = (language: string) => ({
  body: legacyUserError({ code: "PROVIDER_NOT_CONFIGURED", message: errorMessage(language, "provider_not_configured") }),
});

/**
 * Each route reads nothing of the request (no query or body schema: a card sent to one is never parsed) and runs
 * the smallest operation there is, so the runner's access check and language handling are the ones every route has.
 */
export const unconfiguredProviderRoutes: RestRoute[] = UNCONFIGURED.map(({ method, path }) =>
  defineRoute({
    method,
    path,
    access: "shopper",
    document: `query RestProviderNotConfigured { __typename }`,
    reply: (_data, { language }) => providerNotConfiguredReply(language),
  }),
);
