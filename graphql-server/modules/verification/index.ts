// The verification module: one-time codes sent by SMS or WhatsApp (issue, check, limits) and the senders behind
// them (Netgsm, WhatsApp Business Cloud API, the dev outbox).
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { checkCode, issueCode, type CheckCodeResult, type CodeError, type IssueCodeResult } from "./codes.service.js";
export { checkCodeForRequest, issueUnsentCodeForRequest, sendCodeForRequest } from "./phone-code.service.js";
export { getTextSender, type SendOutcome, type TextChannel, type TextMessage, type TextSender } from "./text-sender.js";
export { normalisePhone } from "../../../shared/phone.js";
// The local HTTP server provider fakes run on (other modules' fakes use it too).
export { startFakeServer, type FakeRequest, type FakeReply, type RunningFake } from "./providers/fake-server.js";

import { defineModule } from "../../core/module.js";
import { deleteExpiredCodes } from "./codes.service.js";
import { OneTimeCodeSchema, TextSettingSchema } from "./verification.entities.js";
import { textSettingsMutations, textSettingsQueries } from "./text-settings.resolvers.js";
import { checkPhoneCodeResultResolvers, sendPhoneCodeResultResolvers, verificationMutations } from "./verification.resolvers.js";
import { verificationRoutes } from "./verification.rest.js";
import { verificationDatabase } from "./verification.database.js";

export const verificationModule = defineModule({
  name: "verification",
  // No public read shows the text settings: saving them leaves cached storefront answers alone.
  privateTables: ["one_time_code", "text_setting"],
  cleanup: deleteExpiredCodes,
  entities: [OneTimeCodeSchema, TextSettingSchema],
  database: verificationDatabase,
  resolvers: {
    Query: textSettingsQueries,
    Mutation: { ...verificationMutations, ...textSettingsMutations },
    SendPhoneCodeResult: sendPhoneCodeResultResolvers,
    CheckPhoneCodeResult: checkPhoneCodeResultResolvers,
  },
  routes: [...verificationRoutes],
});
