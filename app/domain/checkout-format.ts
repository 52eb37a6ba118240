// Display helpers of the checkout pages, pure so the server and the browser print the same text.

/** IBAN in groups of four (TR80 0001 0000 …), whatever spacing and case it came in. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, "$1 ");
}

interface AddressLike {
  address: string;
  zipCode: string;
  cityName: string;
  stateName: string;
  countryName: string;
}

/** The postal lines of an address: street, then "zip district / province", then the country. */
export function addressLines(address: AddressLike): string[] {
  const place = [address.zipCode, [address.cityName, address.stateName].filter(Boolean).join(" / ")].filter(Boolean).join(" ");
  return [address.address, place, address.countryName].filter((line) => line.trim() !== "");
}

/** An ISO date-time as dd.mm.yyyy hh:mm in Turkey's time (UTC+3, no daylight saving), hydration-safe. */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + 3 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** Wraps text in Unicode isolates (FSI … PDI), so an amount like "29 TL" keeps its order inside Arabic sentences. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
