import { describe, expect, it } from "vitest";
import { canTransition, INITIAL_ORDER_STATUSES, isFinalStatus, ORDER_STATUS_CODES, ORDER_TRANSITIONS } from "./order-state.js";
import { orderStatusText } from "./order.texts.js";

describe("order state machine", () => {
  it("allows the happy paths of cash on delivery and wire transfer", () => {
    const door = ["received", "approved", "preparing", "shipped", "delivered"];
    const wire = ["awaiting_payment", "approved", "preparing", "shipped", "delivered", "refund_requested", "refunded"];
    for (const path of [door, wire]) {
      for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1], path[i]), `${path[i - 1]} → ${path[i]}`).toBe(true);
    }
  });

  it("refuses skipping steps, going back, leaving a final status and unknown codes", () => {
    expect(canTransition("received", "shipped")).toBe(false);
    expect(canTransition("shipped", "preparing")).toBe(false);
    expect(canTransition("delivered", "cancelled")).toBe(false);
    expect(canTransition("cancelled", "approved")).toBe(false);
    expect(canTransition("refunded", "refund_requested")).toBe(false);
    expect(canTransition("approved", "approved")).toBe(false);
    expect(canTransition("nope", "approved")).toBe(false);
    expect(canTransition("approved", "nope")).toBe(false);
  });

  it("is consistent: every target is a status, no self loops, every status reachable or initial, names in tr/en/ar", () => {
    const targets = new Set(Object.values(ORDER_TRANSITIONS).flat());
    for (const code of ORDER_STATUS_CODES) {
      expect(ORDER_TRANSITIONS[code]).not.toContain(code);
      expect(targets.has(code) || INITIAL_ORDER_STATUSES.includes(code), code).toBe(true);
      for (const language of ["tr", "en", "ar"]) expect(orderStatusText(code, language)).not.toBe("");
    }
    expect(ORDER_STATUS_CODES.filter(isFinalStatus)).toEqual(["cancelled", "refunded"]);
    // Cancelling is possible until the order ships.
    for (const code of ["awaiting_payment", "payment_failed", "received", "approved", "preparing"]) expect(canTransition(code, "cancelled")).toBe(true);
  });
});
