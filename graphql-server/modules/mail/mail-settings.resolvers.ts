// The owner's mail settings fields: the owner role first; every write audited (the password only as set or not).
import type { EntityManager } from "@mikro-orm/core";
import { audit } from "../../core/audit.js";
import { requireAdmin } from "../../core/context.js";
import { badUserInput } from "../../core/errors.js";
import type { MailSettings as MailSettingsView, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { saveMailSettings, storedMailSettings, visibleMailSettings, type MailSecurity } from "./mail-settings.js";
import { sendTestMail } from "./mail-test.js";

const toView = (settings: ReturnType<typeof visibleMailSettings>): MailSettingsView => ({
  ...settings,
  security: settings.security.toUpperCase() as MailSettingsView["security"],
  route: settings.host ? "SETTINGS" : process.env.SMTP_URL ? "ENVIRONMENT" : "OUTBOX",
});

const readSettings = async (em: EntityManager) => toView(visibleMailSettings(await storedMailSettings(em)));

const TEST_ADDRESS = /^[^\s@<>()",;:]{1,64}@[^\s@<>()",;:]{1,253}\.[^\s@<>()",;:]{2,63}$/;

export const mailSettingsQueries: QueryResolvers = {
  adminMailSettings: (_p, _a, ctx) => (requireAdmin(ctx, "owner"), readSettings(ctx.em)),
};

export const mailSettingsMutations: MutationResolvers = {
  saveMailSettings: async (_p, { input }, ctx) => {
    requireAdmin(ctx, "owner");
    const saved = await saveMailSettings(ctx.em, { ...input, security: input.security.toLowerCase() as MailSecurity }, (tx, before, after) =>
      audit({ em: tx, auth: ctx.auth }, { action: "update", entity: "mail_setting", before, after }),
    );
    return toView(saved);
  },
  sendTestMail: async (_p, { to }, ctx) => {
    requireAdmin(ctx, "owner");
    const address = to.trim();
    if (address.length > 254 || !TEST_ADDRESS.test(address)) throw badUserInput("to");
    const result = await sendTestMail(ctx.em, address, ctx.language);
    await audit({ em: ctx.em, auth: ctx.auth }, { action: "test", entity: "mail_setting", after: { to: address, outcome: result.outcome } });
    return result;
  },
};
