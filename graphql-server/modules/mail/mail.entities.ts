// The owner's mail settings: one row (id 1) holding the SMTP server, the sender and the sealed password as JSON, so a
// setting added later needs no new column. Read by the mailer for every mail, written only by the settings page.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const MailSettingSchema = defineEntity({
  name: "MailSetting",
  tableName: "mail_setting",
  properties: (p) => ({
    id: p.integer().primary(),
    config: p.json<Record<string, unknown>>(),
    updatedAt: p.datetime(),
  }),
});
export type MailSetting = InferEntity<typeof MailSettingSchema>;
