// The rate-limit module: abuse limits counted in the database, and the housekeeping job.
// Its only public face: the definition createShop composes, and the functions and shapes other modules may use.
import { defineModule } from "../../core/module.js";
import { RateLimitSchema } from "./rate-limit.entities.js";

export const rateLimitModule = defineModule({
  name: "rate-limit",
  entities: [RateLimitSchema],
});
