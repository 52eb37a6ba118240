// The shop's days and clock: Türkiye's time zone (UTC+3 all year since 2016), the same for the server and every
// browser, so a page rendered on the server hydrates with the same dates, "today" on the dashboard is the shop's
// day, and a date filter or a campaign period means whole days where the shop is. A campaign period starts at the
// first moment of its first day and ends at the last second of its last day.

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

/** The moment a plain day (YYYY-MM-DD) starts in the shop's zone. */
export const shopDayStart = (day: string): Date => new Date(`${day}T00:00:00${SHOP_OFFSET}`);

/** The shop's day (YYYY-MM-DD) of a moment: what a date input shows, and "today" for `new Date()`. */
export function shopDay(at: string | Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(at));
}

/** A date (and time) format for `locale` that shows the shop's clock, wherever the page is rendered. */
export const shopTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });

/** The shop's day of an ISO moment, written for people in `locale`. */
export function formatShopDay(iso: string, locale: string): string {
  return shopTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}
