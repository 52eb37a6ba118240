// The current page's own link in other languages, when its seo link is translated (products, categories, content
// pages carry `seoLinks`): the language switcher goes straight to the translated address.
import { useMatches } from "@remix-run/react";
import { isLocale, type Locale } from "~/utils/locale";

interface LinksCarrier {
  seoLinks?: { language: string; seoLink: string }[];
  product?: { seoLinks?: { language: string; seoLink: string }[] };
}

export function usePageAlternates(): Partial<Record<Locale, string>> {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.data as LinksCarrier | undefined;
  const links = data?.product?.seoLinks ?? data?.seoLinks ?? [];
  const result: Partial<Record<Locale, string>> = {};
  for (const link of links) if (isLocale(link.language)) result[link.language] = link.seoLink;
  return result;
}
