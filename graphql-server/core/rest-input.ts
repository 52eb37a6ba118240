// Readers for the untyped parts of a legacy REST request (path parameters, query strings, JSON bodies): each returns
// a typed value or throws RestInputError, which the runner answers with 400 `bad_user_input`.
import { toMinor } from "./money.js";
import { RestInputError, type RestInput } from "./rest.js";

export function body(input: RestInput): Record<string, unknown> {
  const b = input.body;
  if (b === undefined || b === null || b === "") return {};
  if (typeof b !== "object" || Array.isArray(b)) throw new RestInputError("body");
  return b as Record<string, unknown>;
}

/** A positive integer from a path parameter. */
export function idParam(input: RestInput, name = "id"): number {
  const raw = input.params[name];
  if (!/^\d{1,9}$/.test(raw ?? "")) throw new RestInputError(name);
  return Number(raw);
}

/** A text path parameter (seo link, code, search text): 1–255 characters. */
export function textParam(input: RestInput, name: string): string {
  const raw = input.params[name] ?? "";
  if (raw.length === 0 || raw.length > 255) throw new RestInputError(name);
  return raw;
}

export function optionalInt(value: unknown, field: string, min = 0, max = 1_000_000_000): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const n = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) throw new RestInputError(field);
  return n;
}

export function optionalText(value: unknown, field: string, max = 255): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || value.length > max) throw new RestInputError(field);
  return value;
}

/** A list given as an array or a comma-separated string. */
export function list(value: unknown, field: string): string[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : null;
  if (!items || items.length > 100) throw new RestInputError(field);
  return items.map((v) => {
    if (typeof v !== "string" && typeof v !== "number") throw new RestInputError(field);
    return String(v).trim();
  }).filter(Boolean);
}

/** Money in major units, as a number or a Turkish-style string ("1.250,50"), → minor units. */
export function moneyMinor(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string") {
    const s = value.trim();
    const normalised = s.includes(",") ? s.replace(/\./g, "").replace(",", ".") : /^\d{1,3}(\.\d{3})+$/.test(s) ? s.replace(/\./g, "") : s;
    n = /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : NaN;
  } else n = NaN;
  if (!Number.isFinite(n) || n < 0) throw new RestInputError(field);
  return toMinor(n);
}
