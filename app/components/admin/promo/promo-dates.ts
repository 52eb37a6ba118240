// Campaign and coupon periods are picked as whole days in the shop's time zone (Türkiye, UTC+3 all year since
// 2016): a period starts at the first moment of its first day and ends at the last second of its last day. Pure,
// so the form, the list and the tests read days the same way.

export const SHOP_TIME_ZONE = "Europe/Istanbul";
const SHOP_OFFSET = "+03:00";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment a day starts (`end` false) or ends (`end` true) in the shop's zone, as ISO text; null for no day. */
export function shopDayBound(day: string, end: boolean): string | null {
  const text = day.trim();
  if (!text) return null;
  // Anything but a plain day goes to the server as typed, which answers with its own field message.
  if (!DAY.test(text)) return text.slice(0, 40);
  return `${text}T${end ? "23:59:59" : "00:00:00"}${SHOP_OFFSET}`;
}

/** The shop's day (YYYY-MM-DD) of an ISO moment: what a date input shows. */
export function shopDay(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

/** The shop's day of an ISO moment, written for people in `locale`. */
export function formatShopDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, dateStyle: "medium" }).format(new Date(iso));
}
