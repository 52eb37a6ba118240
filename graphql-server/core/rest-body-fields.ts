// The top-level fields a route's JSON body reads, so that the runner can refuse the ones it does not: an admin's
// write with a misspelt or unsupported field would otherwise answer success and change nothing.
import { z } from "zod";

type Fields = Record<string, unknown>;

const declared = new WeakMap<z.ZodType, () => ReadonlySet<string>>();

/** Records the fields a body schema reads; `names` is asked for at the first check, not at start-up. */
export function declareBodyFields(schema: z.ZodType, names: () => string[]): void {
  let known: ReadonlySet<string> | undefined;
  declared.set(schema, () => (known ??= new Set(names())));
}

/**
 * The other names a lift reads (`category_id` for `id`, `xml` for `content`): it runs once on an empty body that
 * notes every field it is asked for. An empty body takes the "else" of every `??`, so each alias is asked for.
 */
export function namesReadBy(lift: (fields: Fields) => Fields): string[] {
  const read = new Set<string>();
  const recorder = new Proxy({} as Fields, {
    get: (_target, name) => {
      if (typeof name === "string") read.add(name);
      return undefined;
    },
  });
  lift(recorder);
  return [...read];
}

/** The fields of a JSON body its route does not read, in the order sent; a route without a body reads none. */
export function unreadBodyFields(schema: z.ZodType | undefined, raw: unknown): string[] {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return [];
  const known = schema ? (declared.get(schema)?.() ?? (schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : null)) : new Set<string>();
  // A body of another kind (none today) declares no names: its own schema is its only check.
  if (!known) return [];
  return Object.keys(raw).filter((name) => !known.has(name));
}
