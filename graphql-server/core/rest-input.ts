// Zod pieces for the untyped parts of a legacy REST request: path parameters, query strings and JSON bodies. Route
// declarations compose them; the runner validates a request with them before a route maps it to GraphQL variables
// (any failure answers 400 `bad_user_input`), and the OpenAPI document describes the same schemas. Each piece keeps
// what the legacy clients send: ids and numbers as digit strings, booleans as 1/"1"/"true", money in Turkish
// notation, lists as comma-separated text, and "no value" written as null or "" as often as left out.
import { z } from "zod";
import { toMinor } from "./money.js";
import { RestInputError } from "./rest.js";
import { declareBodyFields, namesReadBy } from "./rest-body-fields.js";
import { isStorableText } from "./unstorable-text.js";

type Fields = Record<string, unknown>;

/** Text the database can hold (the same rule GraphQL applies, core/unstorable-text.ts): anything else is malformed. */
export const text = z.string().refine(isStorableText);

// ---- Path parameters: Express hands them over as (decoded) strings.

/** A numeric id in the path: 1–9 digits. */
export const pathId = z.string().regex(/^\d{1,9}$/).transform(Number);

/** A text in the path (seo link, code, search text): 1–255 characters. */
export const pathText = text.min(1).max(255);

/** A reference in the path (guest code, member or cart id): letters, digits and dashes, at most 64. */
export const pathRef = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

// ---- Query strings: `?a[]=1` and `?a[b]=1` parse to arrays and objects, which no route accepts.

/** One text value of a query parameter. */
export const queryText = text.optional();

// ---- Values of JSON bodies (and of query strings, which are text).

/** Left out, null or "": the legacy clients' three ways of sending no value. */
const NOT_GIVEN = z.union([z.null(), z.literal("")]).optional();

/** `schema`, or a value not given, which reads as `absent`. */
const orNotGiven = <T extends z.ZodType, A>(schema: T, absent: A) => z.union([NOT_GIVEN.transform(() => absent), schema]);

/**
 * `piece`, except that a field left out stays undefined where the piece would read it as not given: for the few
 * routes where leaving a field out and sending it empty mean different things. (`.optional()` would not do: the
 * pieces read a missing value themselves.)
 */
export const orLeftOut = <T extends z.ZodType>(piece: T) => z.union([z.never().optional(), piece]);

/**
 * One schema per argument list, made when first asked for. Schemas never change once made, so the routes that ask
 * for the same piece share it; making them is what costs (a chained check copies its schema), at start-up above all.
 */
function sharedPieces<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = args.join(":");
    let piece = made.get(key);
    if (piece === undefined) made.set(key, (piece = make(...args)));
    return piece;
  };
}

/** A whole number in [min, max], as a number or a digit string ("-3" included); not given → undefined. */
export const legacyInt = sharedPieces((min: number = 0, max: number = 1_000_000_000) => {
  const inRange = z.number().int().min(min).max(max);
  return orNotGiven(z.union([inRange, z.string().trim().regex(/^-?\d+$/).transform(Number).pipe(inRange)]), undefined);
});

/** A text of at most `max` characters (numbers are not text here); not given → undefined. */
export const legacyText = sharedPieces((max: number = 255) => orNotGiven(text.max(max), undefined));

/** A text where a number counts as text (a zip code sent as 34000); left out or null → null, "" stays "". */
export const textOrNumber = z
  .union([text, z.number().transform(String)])
  .nullish()
  .transform((value) => value ?? null);

/** A record id: a positive number up to 2^31 − 1 or a string of 1–9 digits; not given → null. */
export const positiveId = orNotGiven(
  z.union([z.number().int().positive().max(2_147_483_647), z.string().trim().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().positive())]),
  null,
);

/**
 * A whole number as a (safe) integer or a string of 1–9 digits with an optional sign; not given → null. The cart
 * routes pass zero and negative values on: the cart answers them with its own codes, not a 400.
 */
export const wholeNumber = orNotGiven(z.union([z.number().int(), z.string().trim().regex(/^-?\d{1,9}$/).transform(Number)]), null);

/** A legacy boolean: true/false, 1/0, "1"/"0", "true"/"false"; left out or null → null; anything else is malformed. */
export const legacyFlag = z
  .union([z.literal([true, 1, "1", "true"]).transform(() => true), z.literal([false, 0, "0", "false"]).transform(() => false)])
  .nullish()
  .transform((value) => value ?? null);

/** A yes/no that never fails: true, 1, "1" and "true" are yes, anything else (or nothing) no. */
export const truthy = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 1 || value === "1" || value === "true")
  .describe('true, 1, "1" or "true" mean yes; anything else no');

const LIST_MAX = 100;
const listItems = z.array(z.union([text, z.number()])).max(LIST_MAX);
const commaList = text
  .transform((text) => text.split(","))
  .refine((items) => items.length <= LIST_MAX);

/** A list as an array or a comma-separated string, at most 100 items of text or numbers, blanks dropped; not given → undefined. */
export const legacyList = orNotGiven(
  z.union([listItems, commaList]).transform((items) => items.map((item) => String(item).trim()).filter(Boolean)),
  undefined,
);

/** "1.250,50" (Turkish), "1.250" (thousands) or "1250.5" → the number; NaN when it is none of these. */
function turkishAmount(text: string): number {
  const s = text.trim();
  const normalised = s.includes(",") ? s.replace(/\./g, "").replace(",", ".") : /^\d{1,3}(\.\d{3})+$/.test(s) ? s.replace(/\./g, "") : s;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : NaN;
}

/** Money in major units, as a number or a Turkish-style string ("1.250,50"), → minor units; not given → undefined. */
export const legacyMoney = orNotGiven(
  z.union([z.number(), z.string().transform(turkishAmount)]).pipe(z.number().nonnegative()).transform((major) => toMinor(major)),
  undefined,
);

/** One of the keys of `choices` in any letter case, → its value; not given → undefined. */
export function legacyChoice<V>(choices: Record<string, V>) {
  const names = Object.keys(choices);
  return orNotGiven(
    z
      .string()
      .refine((name) => Object.hasOwn(choices, name.toLowerCase()))
      .transform((name) => choices[name.toLowerCase()])
      .describe(`one of ${names.join(", ")} (any letter case)`),
    undefined,
  );
}

// ---- Bodies.

const isFields = (raw: unknown): raw is Fields => typeof raw === "object" && raw !== null && !Array.isArray(raw);

/**
 * A JSON object with the given fields; fields the shape does not name are dropped. `lift` rewrites its fields before
 * they are read, for fields legacy clients name two ways or nest in a group.
 */
export function legacyObject<S extends z.ZodRawShape>(shape: S, lift?: (fields: Fields) => Fields) {
  return z.preprocess((raw) => (lift && isFields(raw) ? lift(raw) : raw), z.object(shape));
}

/**
 * A JSON body (see legacyObject): left out, null or "" is an empty body, and an array or a scalar is malformed. The
 * dropped fields include customer_id, guest_code and the like legacy clients send: they never authorise anything,
 * as the identity comes from the bearer token. The shape comes as a function, called at the route's first request: a
 * start would otherwise build every route's field schemas (zod's largest share of the start's heap and CPU) for
 * routes a node may never serve.
 */
export function legacyBody<S extends z.ZodRawShape>(shape: () => S, lift?: (fields: Fields) => Fields) {
  const body = z.lazy(() => z.preprocess((raw) => (raw === undefined || raw === null || raw === "" ? {} : raw), legacyObject(shape(), lift)));
  declareBodyFields(body, () => [...Object.keys(shape()), ...(lift ? namesReadBy(lift) : [])]);
  return body;
}


/** The first of `names` the fields give (null and undefined count as not given), as `a ?? b` reads them. */
export const firstGiven = (fields: Fields, ...names: string[]): unknown => names.reduce<unknown>((value, name) => value ?? fields[name], undefined);

/** The group `name` when the body sends one (an object), else the body itself: some clients nest fields, some do not. */
export const groupOr = (fields: Fields, name: string): Fields => {
  const group = fields[name];
  return typeof group === "object" && group !== null ? (group as Fields) : fields;
};

/**
 * A value a route reads from the query string or, when the query leaves it out, from the body; it must come in one
 * of them. Each side has been validated already; only "neither" is left to answer here.
 */
export function queryOrBody<T>(fromQuery: T | null | undefined, fromBody: T | null | undefined, field: string): T {
  const value = fromQuery !== undefined ? fromQuery : fromBody;
  if (value === undefined || value === null) throw new RestInputError(field);
  return value;
}
