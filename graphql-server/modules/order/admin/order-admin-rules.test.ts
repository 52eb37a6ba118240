// The pure rules of admin order operations over generated inputs: a decision's path is a walk the request machine
// allows; stock never goes back beyond what was bought; refunds never exceed what was paid; the order ends cancelled
// or refunded exactly when granted requests cover every item.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderAfterDecision, paidMinor, refundableMinor, requestPath, stockToReturn } from "./order-admin-rules.js";
import { canMoveRequest, ORDER_REQUEST_STATUSES, type OrderRequestKind } from "../requests/index.js";
import { ORDER_STATUS_CODES } from "../order-state.js";

const kind = fc.constantFrom<OrderRequestKind>("cancel", "refund");
const requestStatus = fc.constantFrom(...ORDER_REQUEST_STATUSES);

describe("requestPath", () => {
  it("is a chain of allowed moves ending in the target, or null when the target cannot be reached", () => {
    fc.assert(
      fc.property(kind, requestStatus, requestStatus, (k, from, to) => {
        const path = requestPath(k, from, to);
        if (path === null) return;
        expect(path.at(-1)).toBe(to);
        [from, ...path].slice(0, -1).forEach((s, i) => expect(canMoveRequest(k, s, path[i])).toBe(true));
      }),
    );
    expect(requestPath("refund", "requested", "refunded")).toEqual(["approved", "refunded"]);
    expect(requestPath("cancel", "requested", "refunded")).toBeNull();
    expect(requestPath("cancel", "approved", "rejected")).toBeNull();
    expect(requestPath("cancel", "requested", "requested")).toBeNull();
  });
});

const lines = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 20 }), quantity: fc.integer({ min: 1, max: 9 }), returnedQuantity: fc.integer({ min: 0, max: 9 }) }), {
    selector: (l) => l.id,
    minLength: 1,
    maxLength: 5,
  })
  .map((ls) => ls.map((l) => ({ ...l, returnedQuantity: Math.min(l.returnedQuantity, l.quantity) })));

describe("stockToReturn", () => {
  it("never returns more of a line than was bought and not returned yet, nor more than was asked", () => {
    const asked = fc.array(fc.record({ orderLineId: fc.integer({ min: 1, max: 25 }), quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 8 });
    fc.assert(
      fc.property(lines, asked, (ls, as) => {
        const back = stockToReturn(as, ls);
        for (const l of ls) {
          const total = back.filter((b) => b.orderLineId === l.id).reduce((n, b) => n + b.quantity, 0);
          expect(total).toBeLessThanOrEqual(l.quantity - l.returnedQuantity);
          expect(total).toBeLessThanOrEqual(as.filter((a) => a.orderLineId === l.id).reduce((n, a) => n + a.quantity, 0));
        }
        expect(back.every((b) => ls.some((l) => l.id === b.orderLineId) && b.quantity > 0)).toBe(true);
      }),
    );
  });
});

describe("paidMinor and refundableMinor", () => {
  it("counts a card's charge at once, a transfer once approved, cash once delivered; the refundable part is never negative", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("door", "wire_transfer", "credit_card"),
        fc.nat(1_000_000),
        fc.subarray([...ORDER_STATUS_CODES]),
        fc.nat(2_000_000),
        (method, total, passed, refunded) => {
          const charged = method === "credit_card" ? total + 7 : null;
          const paid = paidMinor({ paymentCode: method, chargedMinor: charged, grandTotalMinor: total }, passed);
          const expected = charged ?? ((method === "wire_transfer" ? passed.includes("approved") : passed.includes("delivered")) ? total : 0);
          expect(paid).toBe(expected);
          expect(refundableMinor(paid, refunded)).toBe(Math.max(0, paid - refunded));
        },
      ),
    );
  });
});

describe("orderAfterDecision", () => {
  it("ends the order exactly when granted requests cover every item", () => {
    const request = fc.record({ kind, status: requestStatus, share: fc.integer({ min: 0, max: 9 }) });
    fc.assert(
      fc.property(lines, fc.array(request, { maxLength: 4 }), kind, fc.constantFrom(...ORDER_STATUS_CODES), (ls, rs, decided, status) => {
        const requests = rs.map((r) => ({
          kind: r.kind,
          status: r.status,
          lines: ls.map((l) => ({ orderLineId: l.id, quantity: Math.min(r.share, l.quantity) })),
        }));
        const granted = (id: number) =>
          requests
            .filter((r) => (r.kind === "cancel" ? r.status === "approved" : r.status === "refunded"))
            .reduce((n, r) => n + r.lines.find((l) => l.orderLineId === id)!.quantity, 0);
        const covered = ls.every((l) => granted(l.id) >= l.quantity);
        const target = orderAfterDecision(decided, status, ls, requests);
        if (covered) expect(target).toBe(decided === "cancel" ? "cancelled" : "refunded");
        else expect(target === null || target === "delivered").toBe(true);
        if (target === "delivered") expect(status === "refund_requested" && decided === "refund").toBe(true);
      }),
    );
  });
});
