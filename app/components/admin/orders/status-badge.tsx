// An order's status as a coloured tag: the colour says whether the shop has to act (waiting), the order is on its
// way, done, or stopped; the name is the server's, in the page's language.
const TONES: Record<string, string> = {
  AWAITING_PAYMENT: "wait",
  RECEIVED: "wait",
  APPROVED: "wait",
  PREPARING: "wait",
  REFUND_REQUESTED: "wait",
  SHIPPED: "move",
  DELIVERED: "done",
  REFUNDED: "stop",
  CANCELLED: "stop",
  PAYMENT_FAILED: "stop",
};

export function StatusBadge({ status, name }: { status: string; name: string }) {
  return <span className={`order-status order-status--${TONES[status] ?? "move"}`}>{name}</span>;
}
