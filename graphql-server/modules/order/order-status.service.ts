// The order status list: the state machine's statuses (order-state.ts) with their names in tr, en and ar. Code,
// not data: the transitions live in code, so the names do too; unknown languages fall back to Turkish.
import type { OrderStatus as OrderStatusDto, OrderStatusCode as OrderStatusCodeDto } from "../../generated/resolvers-types.js";
import { ORDER_STATUS_CODES, ORDER_TRANSITIONS, isFinalStatus, type OrderStatusCode } from "./order-state.js";

type Names = { tr: string; en: string; ar: string };

export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatusCode, Names>> = {
  awaiting_payment: { tr: "Ödeme bekleniyor", en: "Awaiting payment", ar: "بانتظار الدفع" },
  payment_failed: { tr: "Ödeme başarısız", en: "Payment failed", ar: "فشل الدفع" },
  received: { tr: "Sipariş alındı", en: "Order received", ar: "تم استلام الطلب" },
  approved: { tr: "Onaylandı", en: "Approved", ar: "تمت الموافقة" },
  preparing: { tr: "Hazırlanıyor", en: "Preparing", ar: "قيد التجهيز" },
  shipped: { tr: "Kargoya verildi", en: "Shipped", ar: "تم الشحن" },
  delivered: { tr: "Teslim edildi", en: "Delivered", ar: "تم التسليم" },
  cancelled: { tr: "İptal edildi", en: "Cancelled", ar: "تم الإلغاء" },
  refund_requested: { tr: "İade talep edildi", en: "Refund requested", ar: "تم طلب الاسترجاع" },
  refunded: { tr: "İade edildi", en: "Refunded", ar: "تم الاسترجاع" },
};

/** `awaiting_payment` → `AWAITING_PAYMENT` (the GraphQL enum). */
export const toStatusEnum = (code: OrderStatusCode) => code.toUpperCase() as OrderStatusCodeDto;

export function orderStatusName(code: OrderStatusCode, language: string): string {
  const names = ORDER_STATUS_NAMES[code];
  return names[language as keyof Names] ?? names.tr;
}

export function listOrderStatuses(language: string): OrderStatusDto[] {
  return ORDER_STATUS_CODES.map((code, index) => ({
    code: toStatusEnum(code),
    name: orderStatusName(code, language),
    sort: index + 1,
    isFinal: isFinalStatus(code),
    next: ORDER_TRANSITIONS[code].map(toStatusEnum),
  }));
}
