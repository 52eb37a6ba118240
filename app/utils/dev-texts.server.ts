// The dev outbox of texts (one-time codes not sent because no provider is configured) is listed at /dev/texts by
// the development server only; pages link it there so the demo shows its codes.
export const devTextsHref = (): string | null => (process.env.NODE_ENV === "production" ? null : "/dev/texts");
