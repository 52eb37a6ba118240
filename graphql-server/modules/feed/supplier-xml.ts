// Reading a supplier's XML feed: the admin names where its items are (a path of element names) and which of an
// item's elements (or `@attributes`) hold the code, the price and the stock. Pure: text and mapping in, the items
// and the problems of the ones that could not be read out. Prices come in the forms suppliers write them
// ("1.299,90", "1,299.90", "1299.9"); stock is a whole number.
import { XMLParser } from "fast-xml-parser";

export type SupplierMatch = "SUPPLIER_CODE" | "BARCODE";

export interface SupplierMapping {
  /** Element names from the root to the repeated item, separated by "/" or "." ("Urunler/Urun"). */
  itemPath: string;
  codeField: string;
  matchBy: SupplierMatch;
  priceField?: string | null;
  stockField?: string | null;
}

export interface SupplierItem {
  /** 1-based position in the feed, for the report. */
  index: number;
  code: string;
  priceMinor: number | null;
  stock: number | null;
}

/** An item that could not be read; `reason` is an errors.json key. */
export interface SupplierItemProblem {
  index: number;
  reason: "xml_item_no_code" | "xml_item_bad_price" | "xml_item_bad_stock";
}

export const MAX_FEED_CHARACTERS = 5_000_000;
export const MAX_FEED_ITEMS = 20_000;
const ELEMENT = /^[A-Za-z_][\w:-]{0,63}$/;

/** What a mapping may name: an element (or, for a field, an `@attribute`), nothing else. */
export const isFieldName = (name: string) => ELEMENT.test(name.startsWith("@") ? name.slice(1) : name);
export const isItemPath = (path: string) => pathSegments(path).length > 0 && pathSegments(path).every((segment) => ELEMENT.test(segment));
export const pathSegments = (path: string) => path.split(/[/.]/).map((segment) => segment.trim()).filter(Boolean);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A feed's own DOCTYPE entities are not needed; the parser's limits keep a hostile one from blowing up anyway.
  processEntities: { enabled: true, maxEntityCount: 20, maxTotalExpansions: 200, maxExpandedLength: 10_000 },
  maxNestedTags: 64,
});

export class UnreadableXml extends Error {}

/** The parsed document, or UnreadableXml for anything that is not well-formed XML. */
export function parseXml(content: string): unknown {
  try {
    const parsed: unknown = parser.parse(content, true);
    if (parsed === null || typeof parsed !== "object") throw new UnreadableXml("no document");
    return parsed;
  } catch (error) {
    throw error instanceof UnreadableXml ? error : new UnreadableXml(error instanceof Error ? error.message : "unreadable");
  }
}

const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** The items at the path; arrays on the way are walked through, so "Urunler/Urun" finds every Urun. */
export function itemsAt(document: unknown, path: string): Record<string, unknown>[] {
  let level: unknown[] = [document];
  for (const segment of pathSegments(path)) {
    level = level.flatMap((node) => (node && typeof node === "object" ? asList((node as Record<string, unknown>)[segment]) : []));
  }
  return level.filter((node): node is Record<string, unknown> => node !== null && typeof node === "object" && !Array.isArray(node));
}

/** An element's text (its first occurrence; an element with attributes keeps its text under #text). */
function fieldText(item: Record<string, unknown>, field: string): string | null {
  const value = asList(item[field])[0];
  if (value === undefined || value === null) return null;
  if (typeof value === "object") {
    const textValue = (value as Record<string, unknown>)["#text"];
    return textValue === undefined ? null : String(textValue).trim();
  }
  return String(value).trim();
}

/** Minor units of a written amount; null when it is not one (or is negative or absurd). */
export function parseAmount(written: string): number | null {
  const text = written.replace(/[\s\u00a0]|TL|TRY|₺|\$|€|USD|EUR/gi, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  const decimalAt = Math.max(lastDot, lastComma);
  let whole = text;
  let fraction = "";
  // A separator followed by exactly three digits and nothing of the other kind is a thousands mark ("1.299", "12,500").
  const groupsOnly = (lastDot < 0 || lastComma < 0) && /^\d{1,3}([.,]\d{3})+$/.test(text) && text.split(/[.,]/).length > 2;
  if (decimalAt >= 0 && !groupsOnly && text.length - decimalAt - 1 <= 2) {
    whole = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
  }
  // The whole part is plain digits or digits in groups of three ("1.299.000"); "1,5,0" is no amount.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  const digits = whole.replace(/[.,]/g, "");
  if (digits.length > 12) return null;
  return Number(digits) * 100 + Number(fraction.padEnd(2, "0") || "0");
}

function parseStock(written: string): number | null {
  const text = written.replace(/\s/g, "").replace(/,0+$|\.0+$/, "");
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

export function readSupplierItems(document: unknown, mapping: SupplierMapping): { items: SupplierItem[]; problems: SupplierItemProblem[]; total: number } {
  const nodes = itemsAt(document, mapping.itemPath);
  const items: SupplierItem[] = [];
  const problems: SupplierItemProblem[] = [];
  nodes.slice(0, MAX_FEED_ITEMS).forEach((node, position) => {
    const index = position + 1;
    const code = fieldText(node, mapping.codeField);
    if (!code || code.length > 64) return void problems.push({ index, reason: "xml_item_no_code" });
    const priceText = mapping.priceField ? fieldText(node, mapping.priceField) : null;
    const stockText = mapping.stockField ? fieldText(node, mapping.stockField) : null;
    const priceMinor = priceText === null || priceText === "" ? null : parseAmount(priceText);
    if (priceText && priceMinor === null) return void problems.push({ index, reason: "xml_item_bad_price" });
    const stock = stockText === null || stockText === "" ? null : parseStock(stockText);
    if (stockText && stock === null) return void problems.push({ index, reason: "xml_item_bad_stock" });
    items.push({ index, code, priceMinor, stock });
  });
  return { items, problems, total: nodes.length };
}
