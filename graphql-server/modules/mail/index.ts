// The mail module: sending mail: SMTP (the owner's settings, else SMTP_URL), or the dev outbox without it.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { getMailer, shopLink, type Mail } from "./mailer.js";

import { defineModule } from "../../core/module.js";
import { MailSettingSchema } from "./mail.entities.js";
import { mailDatabase } from "./mail.database.js";
import { mailSettingsMutations, mailSettingsQueries } from "./mail-settings.resolvers.js";

export const mailModule = defineModule({
  name: "mail",
  entities: [MailSettingSchema],
  database: mailDatabase,
  // No public read shows the mail settings: saving them leaves cached storefront answers alone.
  privateTables: ["mail_setting"],
  resolvers: { Query: mailSettingsQueries, Mutation: mailSettingsMutations },
});
