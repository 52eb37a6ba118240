// The account area: the member's details and picture, their addresses and comments, the copy of their data,
// closing the account and changing the password. Its face: the resolvers and routes, and the profile answer the
// phone feature gives back after a phone change.
export {
  customerProfileMutations,
  customerProfileQueries,
  deleteAccountResultResolvers,
  passwordChangeResultResolvers,
  profileResultResolvers,
} from "./customer-profile.resolvers.js";
export { customerProfileRoutes } from "./customer-profile.rest.js";
export type { ProfileOutcome } from "./profile.service.js";
