// The personalizations form read into the GraphQL input: blocks `pers.<n>.<field>`; a block without a Turkish name
// (the blank one left empty) or ticked "remove" is left out, which removes it. Options are lines
// "Turkish | English | Arabic | price"; a kept block's options keep their ids by position.
import { PRODUCT_LANGUAGES } from "~/components/admin/products/product-fields";
import { minorFromText } from "~/components/admin/products/product-form.server";

interface Existing {
  id: number;
  options: { id: number }[];
}

export function personalizationsFromForm(form: FormData, existing: Existing[]): { items: Record<string, unknown>[]; invalidLine: boolean } {
  const blocks = new Map<number, Record<string, string>>();
  for (const [name, value] of form) {
    const match = /^pers\.(\d{1,3})\.(\w+)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    blocks.set(index, { ...blocks.get(index), [match[2]]: value.trim() });
  }
  let invalidLine = false;
  const items: Record<string, unknown>[] = [];
  for (const [, block] of [...blocks].sort(([a], [b]) => a - b)) {
    if (block.remove === "on" || !block.tr) continue;
    const id = Number(block.id) || null;
    const known = existing.find((e) => e.id === id);
    const price = minorFromText(block.price ?? "");
    if (Number.isNaN(price)) invalidLine = true;
    const options = (block.options ?? "")
      .split("\n")
      .map((line) => line.split("|").map((part) => part.trim()))
      .filter((parts) => parts[0])
      .map((parts, index) => {
        const optionPrice = minorFromText(parts[3] ?? "");
        if (Number.isNaN(optionPrice)) invalidLine = true;
        return {
          id: known?.options[index]?.id ?? null,
          priceMinor: optionPrice && !Number.isNaN(optionPrice) ? optionPrice : 0,
          names: PRODUCT_LANGUAGES.map((language, i) => ({ language, name: parts[i] ?? "" })),
        };
      });
    items.push({
      id: known ? known.id : null,
      typeCode: block.typeCode || "input",
      isRequired: block.isRequired === "on",
      priceMinor: price && !Number.isNaN(price) ? price : 0,
      names: PRODUCT_LANGUAGES.map((language) => ({ language, name: block[language] ?? "" })),
      options,
    });
  }
  return { items, invalidLine };
}
