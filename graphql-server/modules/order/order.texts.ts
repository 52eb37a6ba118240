// The order's texts: status names and the wire-transfer note, from locales/<language>/order.json and payment.json.
// Services return the status code and the sender; these resolvers write the texts in the reply's language, and the
// confirmation mail writes them in the order's own language.
import type { GraphQLResolveInfo } from "graphql";
import { translate } from "../../core/i18n.js";
import { messageLanguage } from "../../core/messages.js";
import type { OrderResolvers, OrderStatusResolvers } from "../../generated/resolvers-types.js";
import { wireTransferInstructions } from "../payment/index.js";
import type { OrderStatusCode } from "./order-state.js";
import type { OrderRecord } from "./order.read.js";

export const orderStatusText = (code: OrderStatusCode, language: string): string => translate(language, "order", `status.${code}`);

/** The note a wire transfer must carry (null for other payment methods). */
export const paymentInstructionsText = (order: OrderRecord, language: string): string | null =>
  order.paymentCode === "wire_transfer" ? wireTransferInstructions(language, order.senderName, order.code) : null;

const replyLanguage = (ctx: { language: string }, info: GraphQLResolveInfo) => messageLanguage(info, ctx.language);

export const orderTextResolvers: OrderResolvers = {
  statusName: (order, _args, ctx, info) => orderStatusText(order.statusCode, replyLanguage(ctx, info)),
  paymentInstructions: (order, _args, ctx, info) => paymentInstructionsText(order, replyLanguage(ctx, info)),
};

export const orderStatusTextResolvers: OrderStatusResolvers = {
  name: (status, _args, ctx, info) => orderStatusText(status.statusCode, replyLanguage(ctx, info)),
};
