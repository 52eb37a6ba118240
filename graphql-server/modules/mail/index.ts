// The mail module: sending mail: SMTP, or the dev outbox without it.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { getMailer, shopLink, type Mail } from "./mailer.js";

import { defineModule } from "../../core/module.js";

export const mailModule = defineModule({
  name: "mail",
});
