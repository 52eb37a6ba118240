// The admin module: the shop's staff (admin users with roles, separate from customers), their login and second
// factor, and the audit log of admin writes.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { audit, type AuditEntry, type AuditScope } from "./audit.service.js";
export { ADMIN_ROLES, type AdminRole } from "./admin-roles.js";
export { adminNames } from "./admin-names.js";
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
import { AdminAuditSchema, AdminUserSchema } from "./admin.entities.js";
import { adminLoginResultResolvers, adminMutations, adminQueries, adminTotpResultResolvers, adminUserResolvers } from "./admin.resolvers.js";
import { adminRoutes } from "./admin.rest.js";

export const adminModule = defineModule({
  name: "admin",
  entities: [AdminUserSchema, AdminAuditSchema],
  resolvers: {
    Query: adminQueries,
    Mutation: adminMutations,
    AdminUser: adminUserResolvers,
    AdminLoginResult: adminLoginResultResolvers,
    AdminTotpResult: adminTotpResultResolvers,
  },
  routes: adminRoutes,
});
