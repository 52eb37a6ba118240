// Rate-limit counters (docs/decisions/015): one row per limited key ("newGuest:ip:203.0.113.7"), counting the
// attempts of the current fixed window. Kept in the database so every app node sees the same counts.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const RateLimitSchema = defineEntity({
  name: "RateLimit",
  tableName: "rate_limit",
  properties: (p) => ({
    /** `<rule>:<subject>`; long subjects are hashed so a key never exceeds the column. */
    key: p.string().length(160).primary(),
    /** Start of the window the points belong to (aligned to the rule's window length). */
    windowStart: p.datetime(),
    points: p.integer(),
  }),
});
export type RateLimit = InferEntity<typeof RateLimitSchema>;
