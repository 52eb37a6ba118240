// TRUST_PROXY → Express's "trust proxy" setting, which decides what `req.ip` (the rate limits' client address) is.
// Unset: the socket's peer address — right when the shop faces the internet directly. Behind a load balancer or
// reverse proxy set it, or every shopper shares the proxy's address (and its limits):
//   TRUST_PROXY=1                     one proxy hop: the last X-Forwarded-For entry is the client
//   TRUST_PROXY=loopback,10.0.0.0/8   trust these proxy addresses / subnets (Express names: loopback, linklocal, uniquelocal)
// `true` trusts any X-Forwarded-For a client sends, which lets anyone choose their address: avoid it.
export type TrustProxy = boolean | number | string;

export function trustProxySetting(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value;
}
