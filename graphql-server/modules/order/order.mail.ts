// The order confirmation mail in the order's language (tr, en, ar): number, lines, totals and, for wire transfer,
// the bank account and the description the transfer must carry. Sent after the order's transaction committed.
import type { Order } from "../../generated/resolvers-types.js";
import { formatIban } from "../payment/index.js";
import { sendLater, type Mail } from "../mail/index.js";

type Texts = {
  subject: (code: string) => string;
  hello: (name: string) => string;
  intro: (code: string, status: string) => string;
  goods: string;
  discount: string;
  cargo: string;
  doorFee: string;
  total: string;
  payment: string;
  bank: string;
  delivery: string;
};

const TEXTS: Record<string, Texts> = {
  tr: {
    subject: (code) => `Siparişiniz alındı — ${code}`,
    hello: (name) => `Merhaba ${name},`,
    intro: (code, status) => `${code} numaralı siparişiniz için teşekkür ederiz. Durum: ${status}.`,
    goods: "Ürünler",
    discount: "İndirim",
    cargo: "Kargo",
    doorFee: "Kapıda ödeme hizmet bedeli",
    total: "Toplam",
    payment: "Ödeme",
    bank: "Banka hesabı",
    delivery: "Teslimat adresi",
  },
  en: {
    subject: (code) => `Your order ${code} is confirmed`,
    hello: (name) => `Hello ${name},`,
    intro: (code, status) => `Thank you for your order ${code}. Status: ${status}.`,
    goods: "Products",
    discount: "Discount",
    cargo: "Shipping",
    doorFee: "Cash on delivery fee",
    total: "Total",
    payment: "Payment",
    bank: "Bank account",
    delivery: "Delivery address",
  },
  ar: {
    subject: (code) => `تم استلام طلبك ${code}`,
    hello: (name) => `مرحبًا ${name}،`,
    intro: (code, status) => `شكرًا لطلبك رقم ${code}. الحالة: ${status}.`,
    goods: "المنتجات",
    discount: "الخصم",
    cargo: "الشحن",
    doorFee: "رسوم الدفع عند الاستلام",
    total: "المجموع",
    payment: "الدفع",
    bank: "الحساب البنكي",
    delivery: "عنوان التسليم",
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function money(minor: number, currencyCode: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency: currencyCode }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currencyCode}`;
  }
}

export function orderConfirmationMail(order: Order, language: string): Mail {
  const t = TEXTS[language] ?? TEXTS.tr;
  const m = (minor: number) => money(minor, order.currencyCode, language);
  const name = `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`.trim();
  const totals = order.totals;
  const discount = totals.campaignDiscountMinor + totals.couponDiscountMinor;
  const rows: [string, string][] = [
    [t.goods, m(totals.linesMinor + totals.giftPackageMinor)],
    ...(discount > 0 ? ([[t.discount, `−${m(discount)}`]] as [string, string][]) : []),
    [t.cargo, m(totals.cargoMinor)],
    ...(totals.doorFeeMinor > 0 ? ([[t.doorFee, m(totals.doorFeeMinor)]] as [string, string][]) : []),
    [t.total, m(totals.grandTotalMinor)],
  ];
  const lines = order.lines.map((l) => {
    const title = [l.title, ...l.variantNames].join(" — ");
    return { text: `${l.quantity} × ${title}: ${m(l.lineTotalMinor)}`, title, quantity: l.quantity, total: m(l.lineTotalMinor) };
  });
  const bank = order.bankAccount
    ? `${order.bankAccount.bankName}, ${order.bankAccount.accountHolder}, IBAN ${formatIban(order.bankAccount.iban)}`
    : null;
  const a = order.deliveryAddress;
  const address = `${a.firstName} ${a.lastName}, ${a.address}, ${a.cityName} / ${a.stateName}, ${a.zipCode}, ${a.countryName}`;
  const text = [
    t.hello(name),
    "",
    t.intro(order.code, order.statusName),
    "",
    ...lines.map((l) => l.text),
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    `${t.payment}: ${order.paymentName}`,
    ...(bank ? [`${t.bank}: ${bank}`] : []),
    ...(order.paymentInstructions ? [order.paymentInstructions] : []),
    "",
    `${t.delivery}: ${address}`,
  ].join("\n");
  const dir = language === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(t.subject(order.code))}</title></head>
<body style="font-family: sans-serif">
<p>${escape(t.hello(name))}</p>
<p>${escape(t.intro(order.code, order.statusName))}</p>
<table>${lines.map((l) => `<tr><td>${l.quantity} ×</td><td>${escape(l.title)}</td><td>${escape(l.total)}</td></tr>`).join("")}</table>
<table>${rows.map(([k, v]) => `<tr><th style="text-align: start">${escape(k)}</th><td>${escape(v)}</td></tr>`).join("")}</table>
<p>${escape(t.payment)}: ${escape(order.paymentName)}</p>
${bank ? `<p>${escape(t.bank)}: ${escape(bank)}</p>` : ""}
${order.paymentInstructions ? `<p><strong>${escape(order.paymentInstructions)}</strong></p>` : ""}
<p>${escape(t.delivery)}: ${escape(address)}</p>
</body></html>`;
  return { to: order.email, subject: t.subject(order.code), text, html };
}

/** Queues the confirmation of a just-placed order (after commit); a failure is logged, the order stands. */
export function sendOrderConfirmation(order: Order, language: string): void {
  try {
    sendLater(orderConfirmationMail(order, language), `order confirmation ${order.code}`);
  } catch (error) {
    console.error("mail: could not prepare the order confirmation", error);
  }
}
