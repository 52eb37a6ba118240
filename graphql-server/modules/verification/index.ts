// The verification module: one-time codes sent by SMS or WhatsApp (issue, check, limits) and the senders behind
// them (Netgsm, WhatsApp Business Cloud API, the dev outbox).
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { checkCode, issueCode, type CheckCodeResult, type CodeError, type IssueCodeResult } from "./codes.service.js";
export { checkCodeForRequest, sendCodeForRequest } from "./phone-code.service.js";
export { getTextSender, type SendOutcome, type TextChannel, type TextMessage, type TextSender } from "./text-sender.js";
export { normalisePhone } from "../../../shared/phone.js";

import { defineModule } from "../../core/module.js";
import { deleteExpiredCodes } from "./codes.service.js";
import { OneTimeCodeSchema } from "./verification.entities.js";
import { checkPhoneCodeResultResolvers, sendPhoneCodeResultResolvers, verificationMutations } from "./verification.resolvers.js";
import { verificationRoutes } from "./verification.rest.js";

export const verificationModule = defineModule({
  name: "verification",
  privateTables: ["one_time_code"],
  cleanup: deleteExpiredCodes,
  entities: [OneTimeCodeSchema],
  resolvers: {
    Mutation: verificationMutations,
    SendPhoneCodeResult: sendPhoneCodeResultResolvers,
    CheckPhoneCodeResult: checkPhoneCodeResultResolvers,
  },
  routes: [...verificationRoutes],
});
