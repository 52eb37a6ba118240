// NetGSM, a Turkish SMS gateway: the sender the shop uses (its local fake, for tests, sits beside it).
export { NETGSM_DEFAULT_URL, NetgsmSender, netgsmFromEnv, readNetgsmAnswer, type NetgsmConfig } from "./netgsm.sender.js";
