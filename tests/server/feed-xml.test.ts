// XML feeds, pure parts: amounts as suppliers write them, items read with a mapping, and the product feed's XML —
// well-formed for any product text (control characters included) and carrying what shopping engines need.
import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { FeedItem } from "../../graphql-server/modules/catalog/index.js";
import { googleFeed, isGtin } from "../../graphql-server/modules/feed/google-feed.js";
import { compareFeed } from "../../graphql-server/modules/feed/supplier-report.js";
import { isFieldName, isItemPath, parseAmount, parseXml, readSupplierItems, UnreadableXml } from "../../graphql-server/modules/feed/supplier-xml.js";

const grouped = (digits: string, mark: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, mark);

describe("amounts as suppliers write them", () => {
  it("reads every usual form of the same amount back to the same minor units", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (minor) => {
        const whole = String(Math.floor(minor / 100));
        const cents = String(minor % 100).padStart(2, "0");
        for (const written of [`${whole}.${cents}`, `${whole},${cents}`, `${grouped(whole, ".")},${cents}`, `${grouped(whole, ",")}.${cents}`, `${whole},${cents} TL`]) {
          expect(parseAmount(written), written).toBe(minor);
        }
      }),
    );
  });

  it("takes a lone group of three as thousands and refuses what is no amount", () => {
    expect(parseAmount("1.299")).toBe(129_900);
    expect(parseAmount("12,500")).toBe(1_250_000);
    expect(parseAmount("1.299.000")).toBe(129_900_000);
    expect(parseAmount("12,5")).toBe(1250);
    for (const bad of ["", "-5", "abc", "1,5,0", "1..2", "1e5", "٣٤"]) expect(parseAmount(bad), bad).toBeNull();
  });
});

const FEED = `<?xml version="1.0"?>
<Urunler>
  <Urun><Kod>A-1</Kod><Fiyat>1.299,90</Fiyat><Stok>5</Stok></Urun>
  <Urun kod="B-2"><Kod>B-2</Kod><Fiyat>abc</Fiyat><Stok>1</Stok></Urun>
  <Urun><Kod></Kod><Fiyat>10</Fiyat></Urun>
  <Urun><Kod>C-3</Kod><Stok>-1</Stok></Urun>
  <Urun><Kod>D-4</Kod><Fiyat>20</Fiyat></Urun>
</Urunler>`;

describe("reading a supplier's items", () => {
  it("reads code, price and stock by the mapping and names the items it could not read", () => {
    const read = readSupplierItems(parseXml(FEED), { itemPath: "Urunler/Urun", codeField: "Kod", matchBy: "SUPPLIER_CODE", priceField: "Fiyat", stockField: "Stok" });
    expect(read.total).toBe(5);
    expect(read.items).toEqual([
      { index: 1, code: "A-1", priceMinor: 129_990, stock: 5 },
      { index: 5, code: "D-4", priceMinor: 2000, stock: null },
    ]);
    expect(read.problems).toEqual([
      { index: 2, reason: "xml_item_bad_price" },
      { index: 3, reason: "xml_item_no_code" },
      { index: 4, reason: "xml_item_bad_stock" },
    ]);
  });

  it("reads attributes and a single item, and finds nothing at a wrong path", () => {
    const doc = parseXml(`<r><p code="X"><s>3</s></p></r>`);
    expect(readSupplierItems(doc, { itemPath: "r.p", codeField: "@code", matchBy: "BARCODE", stockField: "s" }).items).toEqual([{ index: 1, code: "X", priceMinor: null, stock: 3 }]);
    expect(readSupplierItems(doc, { itemPath: "r/q", codeField: "@code", matchBy: "BARCODE" }).total).toBe(0);
  });

  it("refuses what is not XML, and never throws anything else on any text", () => {
    expect(() => parseXml("<a><b></a>")).toThrow(UnreadableXml);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (content) => {
        try {
          readSupplierItems(parseXml(content), { itemPath: "a/b", codeField: "c", matchBy: "SUPPLIER_CODE", priceField: "p", stockField: "s" });
        } catch (error) {
          expect(error).toBeInstanceOf(UnreadableXml);
        }
      }),
    );
  });

  it("never expands nested entities (a billion laughs stays a few bytes)", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 8 }, (_, i) => `<!ENTITY ${"b".repeat(i + 1)} "${`&${i === 0 ? "a" : "b".repeat(i)};`.repeat(10)}">`).join("")}]><r><p><c>&bbbbbbbb;</c></p></r>`;
    let read: ReturnType<typeof readSupplierItems> | null = null;
    try {
      read = readSupplierItems(parseXml(laughs), { itemPath: "r/p", codeField: "c", matchBy: "BARCODE" });
    } catch (error) {
      expect(error).toBeInstanceOf(UnreadableXml);
    }
    expect(JSON.stringify(read ?? {}).length).toBeLessThan(laughs.length);
  });

  it("names only element and attribute names in a mapping", () => {
    for (const good of ["Kod", "@kod", "g:id", "stock_amount", "x-1"]) expect(isFieldName(good), good).toBe(true);
    for (const bad of ["", "1a", "a b", "a/b", "@", "a'b", "<x>"]) expect(isFieldName(bad), bad).toBe(false);
    expect(isItemPath("Urunler/Urun")).toBe(true);
    expect(isItemPath("a.b.c")).toBe(true);
    expect(isItemPath("a/@b")).toBe(false);
    expect(isItemPath("//")).toBe(false);
  });
});

describe("what a supplier's feed changes", () => {
  const unit = (code: string, productId: number, priceMinor: number, stock: number, subProductId: number | null = null) => ({
    code, productId, subProductId, productName: `P${productId}`, subProductCode: subProductId ? code : null, priceMinor, stock, currencyCode: "TRY",
  });

  it("lists changes, leaves equal values alone, and names the codes the catalogue does not know", () => {
    const read = {
      total: 4,
      problems: [],
      items: [
        { index: 1, code: "A", priceMinor: 1000, stock: 5 },
        { index: 2, code: "B", priceMinor: 2000, stock: null },
        { index: 3, code: "Z", priceMinor: 1, stock: 1 },
        { index: 4, code: "A", priceMinor: 1500, stock: 5 },
      ],
    };
    const { report, updates } = compareFeed(read, [unit("A", 1, 1000, 5), unit("B", 2, 2000, 9), unit("B", 3, 2500, 1, 30)]);
    // The later line for A wins; B's stock stays as it is; Z is unknown.
    expect(updates).toEqual([
      { productId: 1, subProductId: null, priceMinor: 1500, stock: 5 },
      { productId: 3, subProductId: 30, priceMinor: 2000, stock: null },
    ]);
    expect(report).toMatchObject({ items: 4, matched: 2, changed: 2, unchanged: 1, unmatched: ["Z"], unmatchedTotal: 1 });
    expect(report.changes[1]).toMatchObject({ code: "B", priceBeforeMinor: 2500, priceAfterMinor: 2000, stockBefore: 1, stockAfter: 1 });
  });
});

const item = (over: Partial<FeedItem>): FeedItem => ({
  id: 1, title: "Koltuk", seoLink: "koltuk", brandName: "Marka", brandUrl: null, image: { id: 1, small: "/media/s.webp", medium: "/media/m.webp", big: "/media/b.webp", alt: "", sort: 0, variant1: null, variant2: null },
  price: { currencyCode: "tl", isoCode: "TRY", sellingPriceMinor: 20000, discountedPriceMinor: 15000, discountedPriceWithoutVatMinor: null, campaignPriceMinor: null, onSale: true, displayPriceMinor: 15000, crossedOutPriceMinor: 20000, discountPercent: 25, extraDiscountPriceMinor: 0, extraDiscountPercent: 0, vatRate: 20 },
  inStock: true, quantity: 3, hasProperty: false, isNew: false, isPromotional: false, freeCargo: false, commentRate: 0, commentTotal: 0, isFavorite: false,
  description: "Rahat", barcode: "8690000000012", supplierCode: "SUP-1", categoryPath: ["Salon", "Koltuk"], ...over,
});

const readFeed = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "item" }).parse(xml, true) as { rss: { channel: { item: Record<string, string>[] } } };

describe("the product feed's XML", () => {
  it("gives a barcode as GTIN only when its check digit is right", () => {
    for (const good of ["8690000000012", "96385074", "036000291452", "10012345678902"]) expect(isGtin(good), good).toBe(true);
    for (const bad of ["8690000000013", "8691000000000", "123", "abcdefghijklm", "12345678901"]) expect(isGtin(bad), bad).toBe(false);
  });

  it("carries links, prices with the sale price, availability and identifiers", () => {
    const xml = googleFeed({ shopName: "Demo & Co", origin: "https://shop.example", language: "en", defaultLanguage: "tr" }, [item({}), item({ id: 2, inStock: false, barcode: "", supplierCode: "", image: null })]);
    const [first, second] = readFeed(xml).rss.channel.item;
    expect(first).toMatchObject({
      "g:id": "1", "g:link": "https://shop.example/en/koltuk", "g:image_link": "https://shop.example/media/b.webp", "g:price": "200.00 TRY",
      "g:sale_price": "150.00 TRY", "g:availability": "in_stock", "g:gtin": "8690000000012", "g:mpn": "SUP-1", "g:product_type": "Salon > Koltuk",
    });
    expect(second).toMatchObject({ "g:availability": "out_of_stock", "g:identifier_exists": "no" });
    expect(second!["g:image_link"]).toBeUndefined();
  });

  it("stays well-formed XML whatever the product texts hold", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: "binary" }), fc.string({ maxLength: 60 }), (title, description) => {
        const xml = googleFeed({ shopName: title, origin: "http://localhost:3000", language: "tr", defaultLanguage: "tr" }, [item({ title, description, brandName: description })]);
        expect(() => parseXml(xml)).not.toThrow();
        expect(readFeed(xml).rss.channel.item).toHaveLength(1);
      }),
    );
  });
});
