// The key one-time codes are hashed with: the session secret the storefront signs its cookies with (SESSION_SECRET,
// comma-separated for rotation; the first one signs), or the same fixed development value when it is unset. Read
// here, not imported from the storefront: the server never imports app code.
const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

export function codeSecret(env: Record<string, string | undefined> = process.env): string {
  const first = (env.SESSION_SECRET ?? "").split(",")[0].trim();
  return first || DEV_SESSION_SECRET;
}
