// The admin module: the shop's staff (admin users with roles, separate from customers), their login and second
// factor, and the pages of the audit log (the log itself is the kernel's, core/audit.ts). No module imports this one:
// what others need of it, the admins' names, it offers as a service.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { ADMIN_ROLES, type AdminRole } from "./admin-roles.js";
export {
  adminPasswordIs,
  createAdminUser,
  hasNoAdmin,
  withAdminRoles,
  type AdminSessionRecord,
  type AdminUserRecord,
  type CreateAdminResult,
  type NewAdmin,
} from "./admin-user.service.js";

import { defineModule } from "../../core/module.js";
import { adminNames } from "./admin-names.js";
import { adminDatabase } from "./admin.database.js";
import { AdminUserSchema } from "./admin.entities.js";
import { adminLoginResultResolvers, adminMutations, adminQueries, adminTotpResultResolvers, adminUserResolvers } from "./admin.resolvers.js";
import { adminRoutes } from "./admin.rest.js";

export const adminModule = defineModule({
  name: "admin",
  entities: [AdminUserSchema],
  database: adminDatabase,
  resolvers: {
    Query: adminQueries,
    Mutation: adminMutations,
    AdminUser: adminUserResolvers,
    AdminLoginResult: adminLoginResultResolvers,
    AdminTotpResult: adminTotpResultResolvers,
  },
  routes: adminRoutes,
  services: { adminNames },
});
