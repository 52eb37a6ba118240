// The rate-limit module: abuse limits counted in the database, shared by every node.
// Its only public face: the definition createShop composes, and the functions and shapes other modules may use.
export { countSignInAttempt, type SignInAttempt, type SignInRules } from "./sign-in-limits.js";

import { defineModule } from "../../core/module.js";
import { deleteStaleCounters } from "./rate-limit.service.js";
import { RateLimitSchema } from "./rate-limit.entities.js";
import { rateLimitDatabase } from "./rate-limit.database.js";

export const rateLimitModule = defineModule({
  name: "rate-limit",
  privateTables: ["rate_limit"],
  cleanup: deleteStaleCounters,
  entities: [RateLimitSchema],
  database: rateLimitDatabase,
});
