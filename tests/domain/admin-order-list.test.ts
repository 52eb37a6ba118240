// The order list's URL state turned into the server's filter: whatever a URL carries, the filter holds only values
// the server accepts (a known status, a real day in the database's years, a known payment method, a positive member
// id, an open-request kind) and says when a typed date was dropped; the dashboard's links read back as their filter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readListState } from "../../app/domain/admin-list";
import { dayOrNull, ORDER_LIST, ORDER_STATUSES, orderQueryOf, ordersHref, PAYMENT_CODES } from "../../app/components/admin/orders/order-list-state";

const stateOf = (query: Record<string, string>) => readListState(new URL(`http://shop.test/admin/orders?${new URLSearchParams(query)}`), ORDER_LIST);

describe("the order list's filter", () => {
  it("passes only values the server accepts, whatever the URL holds", () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("shipped", "SHIPPED", "2026-02-30", "2026-11-24", "0000-01-01", "door", "refund", "-3", "12"));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ORDER_LIST.filters, "q", "sort", "page"), value), (query) => {
        const { filter, badDate } = orderQueryOf(stateOf(query));
        for (const status of filter.statuses ?? []) expect(ORDER_STATUSES).toContain(status);
        for (const day of [filter.createdFrom, filter.createdTo]) if (day !== null) expect(dayOrNull(day)).toBe(day);
        if (filter.paymentMethod !== null) expect(PAYMENT_CODES).toContain(filter.paymentMethod);
        if (filter.customerId !== null) expect(Number.isSafeInteger(filter.customerId) && filter.customerId > 0).toBe(true);
        expect([null, "CANCEL", "REFUND"]).toContain(filter.openRequest);
        const typedDay = (name: "from" | "to") => query[name]?.trim().slice(0, 100);
        expect(badDate).toBe(Boolean((typedDay("from") && !filter.createdFrom) || (typedDay("to") && !filter.createdTo)));
      }),
    );
  });

  it("keeps real days only, in the database's years", () => {
    expect(dayOrNull("2026-11-24")).toBe("2026-11-24");
    for (const bad of ["2026-02-30", "0000-12-31", "9999-01-01", "2026-1-1", " 2026-11-24", "2026-11-24T00:00"]) expect(dayOrNull(bad)).toBeNull();
  });

  it("reads the dashboard's links back as the filter they were made from", () => {
    const href = ordersHref({ status: "preparing", from: "2026-11-24", to: "2026-11-24", request: "cancel" });
    const { filter } = orderQueryOf(readListState(new URL(`http://shop.test${href}`), ORDER_LIST));
    expect(filter).toMatchObject({ statuses: ["PREPARING"], createdFrom: "2026-11-24", createdTo: "2026-11-24", openRequest: "CANCEL" });
  });
});
