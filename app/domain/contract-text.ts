// The shop's contract pages may name the buyer's order: `{{shopName}}` and `{{total}}` in their wording are filled
// in at the approve step, escaped, so a shop name with `<` stays text.
import { escapeHtml } from "../../shared/html";

export interface ContractValues {
  shopName: string;
  total: string;
}

export function fillContractHtml(html: string, values: ContractValues): string {
  return html.replace(/\{\{\s*(shopName|total)\s*\}\}/g, (_whole, name: keyof ContractValues) => escapeHtml(values[name]));
}
