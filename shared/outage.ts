// A database outage as both halves name it: the server's thrown-error code, and how long a client is asked to wait
// before it tries again (long enough for a database restart, short enough that a shopper who comes back is served).
export const SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";
export const OUTAGE_RETRY_AFTER_SECONDS = 30;
