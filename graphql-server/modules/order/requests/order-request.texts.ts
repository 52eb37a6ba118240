// The texts of requests (state, kind, reason) from locales/<language>/order.json, written by the GraphQL layer and
// the mail; services keep codes.
import { translate } from "../../../core/i18n.js";
import type { OrderRequestKind, OrderRequestStatus } from "./order-request-state.js";

export const requestStatusText = (status: OrderRequestStatus, language: string) => translate(language, "order", `request.status.${status}`);
export const requestKindText = (kind: OrderRequestKind, language: string) => translate(language, "order", `request.kind.${kind}`);
export const requestReasonText = (reason: string, language: string) => translate(language, "order", `request.reason.${reason}`);
