// One-time codes (docs/decisions/036): at most one live code per purpose and destination (a new one replaces the
// old), stored only as an HMAC so that reading the table reveals no code.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const OneTimeCodeSchema = defineEntity({
  name: "OneTimeCode",
  tableName: "one_time_code",
  properties: (p) => ({
    /** What the code proves: login_phone, login_whatsapp, phone_confirm, … */
    purpose: p.string().length(32).primary(),
    /** Where it was sent: a phone number in E.164 (+905321112233). */
    destination: p.string().length(32).primary(),
    /** sms or whatsapp. */
    channel: p.string().length(16),
    /** HMAC-SHA256 (hex) of purpose, destination and the code, keyed with the session secret. */
    codeHash: p.string().length(64),
    expiresAt: p.datetime(),
    /** Wrong tries so far; the code is dead at the limit. */
    failedAttempts: p.integer().default(0),
    createdAt: p.datetime(),
  }),
});
export type OneTimeCode = InferEntity<typeof OneTimeCodeSchema>;

// The owner's text settings: one row (id 1) of JSON holding each channel's provider and credentials, the secrets
// sealed, so a setting added later needs no new column. Read for every text, written only by the settings page.
export const TextSettingSchema = defineEntity({
  name: "TextSetting",
  tableName: "text_setting",
  properties: (p) => ({
    id: p.integer().primary(),
    config: p.json<Record<string, unknown>>(),
    updatedAt: p.datetime(),
  }),
});
export type TextSetting = InferEntity<typeof TextSettingSchema>;
