// The one way the text providers' adapters call out: a bounded wait, and every way a call can fail (no answer,
// refused connection, an answer that is not what the provider sends) folded into a reason, never a thrown error.
export type HttpAnswer = { status: number; body: string } | { failed: string };

/** How long a code's sender waits for the provider: the person is waiting too. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export async function callProvider(url: string, init: RequestInit, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<HttpAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { failed: (error as Error).name === "TimeoutError" ? "timeout" : "unreachable" };
  }
}
