// Which currency the shopper reads amounts in: the remembered choice when the shop still offers it, else the shop's
// default — the same rule the server applies to the X-Currency header, so the header's switcher names the currency
// the figures below it are in.
export interface OfferedCurrency {
  isoCode: string;
  isDefault: boolean;
}

/** The ISO code of the display currency (TRY when the shop lists none). */
export function shopperCurrency(remembered: string | null, offered: readonly OfferedCurrency[]): string {
  const chosen = remembered ? offered.find((c) => c.isoCode.toUpperCase() === remembered.toUpperCase()) : undefined;
  return (chosen ?? offered.find((c) => c.isDefault) ?? offered[0])?.isoCode ?? "TRY";
}
