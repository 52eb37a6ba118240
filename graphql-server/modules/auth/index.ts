// The auth module: bearer tokens: issued hashed, resolved to an identity for each request.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { authenticate, hashToken, issueToken, revokeToken, revokeTokensOf, type Role } from "./auth.service.js";

import { defineModule } from "../../core/module.js";
import { deleteExpiredTokens } from "./auth.service.js";
import { AuthTokenSchema } from "./auth.entities.js";
import { authDatabase } from "./auth.database.js";

export const authModule = defineModule({
  name: "auth",
  privateTables: ["auth_token"],
  cleanup: deleteExpiredTokens,
  entities: [AuthTokenSchema],
  database: authDatabase,
});
