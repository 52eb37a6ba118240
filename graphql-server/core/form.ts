// Form validation shared by the address book, the checkout contact and order lookup: pure checks (email, phone,
// Turkish national id, tax number) and the FormError result with one message key per field. The legacy
// email pattern rejected `.shop` and `.online`, and its national-id second checksum never passed: both are
// implemented correctly here, keeping the legacy message texts (docs/decisions/014).
import type { ErrorCode, FormError } from "../generated/resolvers-types.js";

/** A field's problem as the GraphQL layer receives it: its message comes from `messageKey` (core/messages.ts). */
export interface FieldErrorResult {
  field: string;
  messageKey: string;
}
export type FormErrorResult = Omit<FormError, "message" | "fields"> & {
  __typename: "FormError";
  /** The general message's errors.json key (see formSummaryKey). */
  messageKey: string;
  fields: FieldErrorResult[];
};

/** A field problem before translation: the field name and its errors.json key. */
export interface FieldProblem {
  field: string;
  key: string;
}

const isRequiredProblem = (problem: FieldProblem) => problem.key.startsWith("field_required_");

/**
 * The general message names the kind of problem the form has: "fill in the required fields" only when something is
 * missing, "correct the invalid fields" when something is written wrongly, both when both. The code stays the legacy
 * form_required_general_message for every kind (integrations branch on it).
 */
export function formSummaryKey(problems: FieldProblem[]): string {
  const missing = problems.some(isRequiredProblem);
  const invalid = problems.some((problem) => !isRequiredProblem(problem));
  if (missing && invalid) return "form_required_and_invalid_message";
  return invalid ? "form_invalid_general_message" : "form_required_general_message";
}

export function formError(problems: FieldProblem[], code: ErrorCode = "FORM_REQUIRED_GENERAL_MESSAGE"): FormErrorResult {
  const fields = problems.map((p) => ({ field: p.field, messageKey: p.key }));
  // A form refused for one named reason (email_duplicate) says that reason; otherwise the kind of problems it has.
  const messageKey = code === "FORM_REQUIRED_GENERAL_MESSAGE" ? formSummaryKey(problems) : code.toLowerCase();
  return { __typename: "FormError", code, messageKey, field: problems[0]?.field ?? null, fields };
}

/** Trimmed text; null, empty, whitespace and the text 'undefined' are "missing". */
export function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === "undefined" ? null : trimmed;
}

/** Local part, @, a dotted domain, a top-level domain of 2–63 letters (so .shop and .online pass). */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Digits of a phone number, a leading + kept: "+90 (532) 111-22-33" → "+905321112233". */
export function normalizePhone(value: string): string {
  const plus = value.trim().startsWith("+") ? "+" : "";
  return plus + value.replace(/\D/g, "");
}

/** 7–15 digits (E.164 length), written with spaces, dashes, dots or parentheses. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/**
 * Turkish national id (T.C. kimlik no): 11 digits, not starting with 0; the 10th digit is
 * ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10 and the 11th is (d1+…+d10) mod 10.
 */
export function isValidTurkishId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/**
 * A company's tax number (VKN): 10 digits, the last a check digit of the other nine — each digit shifted by its
 * place, weighted by a power of two modulo 9 (a non-zero shifted digit never weighs 0: it weighs 9).
 */
export function isValidCompanyTaxNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (d[i] + 9 - i) % 10;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Tax number: a company's (VKN, 10 digits, check digit) or a sole proprietor's (the national id, 11 digits). */
export function isValidTaxNumber(value: string): boolean {
  return isValidCompanyTaxNumber(value) || isValidTurkishId(value);
}

/** Collects problems while reading fields: required text with a maximum length. */
export class FieldReader {
  readonly problems: FieldProblem[] = [];

  constructor(private readonly input: Record<string, unknown>) {}

  optional(field: string, max: number): string | null {
    const value = text(this.input[field]);
    if (value !== null && value.length > max) {
      this.problems.push({ field, key: "field_too_long" });
      return null;
    }
    return value;
  }

  required(field: string, max: number, requiredKey: string): string {
    const value = this.optional(field, max);
    if (value === null && !this.problems.some((p) => p.field === field)) this.problems.push({ field, key: requiredKey });
    return value ?? "";
  }

  problem(field: string, key: string): void {
    if (!this.problems.some((p) => p.field === field)) this.problems.push({ field, key });
  }

  /** A positive int id, or a "required" problem. */
  id(field: string, requiredKey: string): number {
    const value = this.input[field];
    if (typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647) return value;
    this.problem(field, requiredKey);
    return 0;
  }
}
