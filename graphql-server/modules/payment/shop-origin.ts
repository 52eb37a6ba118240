// The shop's own public address, for what a card provider sends back to it (callbacks, ok/fail pages): the method's
// `callbackOrigin` setting, else PUBLIC_URL, else localhost on the shop's port.
export function shopOrigin(config: Record<string, unknown>): string {
  const configured = typeof config.callbackOrigin === "string" ? config.callbackOrigin : process.env.PUBLIC_URL;
  return (configured?.trim() || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
}
