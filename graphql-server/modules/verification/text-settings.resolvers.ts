// The owner's text settings fields: the owner role first; every write audited (the secrets only as set or not).
import type { EntityManager } from "@mikro-orm/core";
import { audit } from "../../core/audit.js";
import { requireAdmin } from "../../core/context.js";
import { badUserInput } from "../../core/errors.js";
import type { MutationResolvers, QueryResolvers, TextSettings as TextSettingsView } from "../../generated/resolvers-types.js";
import { normalisePhone } from "../../../shared/phone.js";
import { environmentTextSender, type TextChannel } from "./text-sender.js";
import { saveTextSettings, storedTextSettings, visibleTextSettings, type TextSettings } from "./text-settings.js";
import { sendTestText } from "./text-test.js";

/** Where one channel's texts go now: the stored provider, the environment's, or the dev outbox. */
function routeOf(provider: string, channel: TextChannel): TextSettingsView["smsRoute"] {
  if (provider === "OUTBOX") return "OUTBOX";
  if (provider !== "ENVIRONMENT") return "SETTINGS";
  return /outbox/.test(environmentTextSender().senderOf(channel).name) ? "OUTBOX" : "ENVIRONMENT";
}

const toView = (settings: ReturnType<typeof visibleTextSettings>): TextSettingsView => ({
  ...settings,
  smsRoute: routeOf(settings.smsProvider, "sms"),
  whatsappRoute: routeOf(settings.whatsappProvider, "whatsapp"),
});

const readSettings = async (em: EntityManager) => toView(visibleTextSettings(await storedTextSettings(em)));

export const textSettingsQueries: QueryResolvers = {
  adminTextSettings: (_p, _a, ctx) => (requireAdmin(ctx, "owner"), readSettings(ctx.em)),
};

export const textSettingsMutations: MutationResolvers = {
  saveTextSettings: async (_p, { input }, ctx) => {
    requireAdmin(ctx, "owner");
    const saved = await saveTextSettings(ctx.em, input as TextSettings, (tx, before, after) =>
      audit({ em: tx, auth: ctx.auth }, { action: "update", entity: "text_setting", before, after }),
    );
    return toView(saved);
  },
  sendTestText: async (_p, { channel, to }, ctx) => {
    requireAdmin(ctx, "owner");
    const phone = to.length <= 64 ? normalisePhone(to) : null;
    if (!phone) throw badUserInput("to");
    const lower = channel === "WHATSAPP" ? "whatsapp" : "sms";
    const result = await sendTestText(ctx.em, lower, phone, ctx.language);
    await audit({ em: ctx.em, auth: ctx.auth }, { action: "test", entity: "text_setting", after: { channel: lower, to: phone, outcome: result.outcome } });
    return result;
  },
};
