// The customer's mails of admin actions speak the order's language: Turkish, English, and Arabic right to left, with
// the tracking link only once shipped.
import { describe, expect, it } from "vitest";
import { orderStatusMail, requestDecisionMail } from "./order-admin.mail.js";

const shipped = { to: "a@example.shop", name: "Ayşe Yılmaz", code: "123", cargoName: "Yurtiçi Kargo", trackingCode: "YK1", invoiceNumber: null };

describe("admin action mails", () => {
  it("write the status, cargo and tracking link in the order's language", () => {
    const url = "https://cargo.example/track?code=YK1&x=1";
    const tr = orderStatusMail({ ...shipped, language: "tr", status: "shipped", trackingUrl: url });
    expect(tr.subject).toBe("Sipariş 123: Kargoya verildi");
    expect(tr.text).toContain("Takip numarası: YK1");
    expect(tr.html).toContain(`href="${url.replace("&", "&#38;")}"`);
    const ar = orderStatusMail({ ...shipped, language: "ar", status: "shipped", trackingUrl: url });
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.subject).toContain("123");
    expect(ar.subject).not.toBe(tr.subject);
    const en = orderStatusMail({ ...shipped, language: "en", status: "approved", trackingUrl: url });
    expect(en.subject).toBe("Order 123: Approved");
    expect(en.html).not.toContain("href=");
  });

  it("say what a cancellation gave back to the card, in the order's language and currency", () => {
    const cancelled = { ...shipped, status: "cancelled" as const, trackingUrl: null, refundedToCard: { amountMinor: 1_081_168, currencyCode: "TRY" } };
    expect(orderStatusMail({ ...cancelled, language: "tr" }).text).toContain("Kartınıza iade edilen tutar: 10.811,68");
    expect(orderStatusMail({ ...cancelled, language: "en" }).text).toContain("Refunded to your card: 10,811.68");
    expect(orderStatusMail({ ...cancelled, language: "ar" }).text).toContain("المبلغ المُعاد إلى بطاقتك");
    // Nothing went back (an offline method): no such line.
    expect(orderStatusMail({ ...cancelled, language: "en", refundedToCard: null }).text).not.toContain("Refunded");
  });

  it("write a decision with the refund in the order's currency and the order's new status", () => {
    const mail = requestDecisionMail({
      to: "a@example.shop",
      language: "en",
      code: "123",
      kind: "cancel",
      status: "approved",
      answer: "<b>ok</b>",
      lines: ["1 × Masa"],
      refundMinor: 12_345,
      currencyCode: "TRY",
      orderStatus: "cancelled",
    });
    expect(mail.text).toContain("Our note: <b>ok</b>");
    expect(mail.html).not.toContain("<b>ok</b>");
    expect(mail.text).toMatch(/Amount refunded: .*123[.,]45/);
    expect(mail.text).toContain("Your order's new status: Cancelled");
  });
});
