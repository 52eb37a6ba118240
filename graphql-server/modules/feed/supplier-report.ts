// What a supplier's feed changes: its items set against the products and variants their codes name. Pure, so the
// dry run and the job's apply compute the same thing (the job again, on the catalogue as it is by then).
import type { SupplierUnit, SupplierUpdate } from "../catalog/index.js";
import type { SupplierItem, SupplierItemProblem } from "./supplier-xml.js";

export interface StoredChange {
  code: string;
  productId: number;
  productName: string;
  subProductCode: string | null;
  currencyCode: string;
  priceBeforeMinor: number;
  priceAfterMinor: number;
  stockBefore: number;
  stockAfter: number;
}

/** The report as stored with an import (problems keep their message keys; the reader translates them). */
export interface StoredReport {
  items: number;
  matched: number;
  changed: number;
  unchanged: number;
  unmatched: string[];
  unmatchedTotal: number;
  problems: SupplierItemProblem[];
  problemsTotal: number;
  changes: StoredChange[];
}

const LISTED_CODES = 50;
const LISTED_PROBLEMS = 50;
const LISTED_CHANGES = 200;

export function compareFeed(
  read: { items: SupplierItem[]; problems: SupplierItemProblem[]; total: number },
  units: readonly SupplierUnit[],
): { report: StoredReport; updates: SupplierUpdate[] } {
  const byCode = new Map<string, SupplierUnit[]>();
  for (const unit of units) byCode.set(unit.code, [...(byCode.get(unit.code) ?? []), unit]);
  // A code listed twice: its last item counts, as when the supplier corrects a line further down.
  const lastByCode = new Map(read.items.map((item) => [item.code, item]));
  const unmatched = [...lastByCode.keys()].filter((code) => !byCode.has(code));
  const changes: StoredChange[] = [];
  const updates: SupplierUpdate[] = [];
  let unchanged = 0;
  let matched = 0;
  for (const [code, item] of lastByCode) {
    const found = byCode.get(code);
    if (!found) continue;
    matched += 1;
    for (const unit of found) {
      const priceAfter = item.priceMinor ?? unit.priceMinor;
      const stockAfter = item.stock ?? unit.stock;
      if (priceAfter === unit.priceMinor && stockAfter === unit.stock) {
        unchanged += 1;
        continue;
      }
      updates.push({ productId: unit.productId, subProductId: unit.subProductId, priceMinor: item.priceMinor, stock: item.stock });
      changes.push({
        code,
        productId: unit.productId,
        productName: unit.productName,
        subProductCode: unit.subProductCode,
        currencyCode: unit.currencyCode,
        priceBeforeMinor: unit.priceMinor,
        priceAfterMinor: priceAfter,
        stockBefore: unit.stock,
        stockAfter,
      });
    }
  }
  const report: StoredReport = {
    items: read.total,
    matched,
    changed: changes.length,
    unchanged,
    unmatched: unmatched.slice(0, LISTED_CODES),
    unmatchedTotal: unmatched.length,
    problems: read.problems.slice(0, LISTED_PROBLEMS),
    problemsTotal: read.problems.length,
    changes: changes.slice(0, LISTED_CHANGES),
  };
  return { report, updates };
}
