// Talking to iyzico: every call is a JSON POST signed with IYZWSv2 (signing.ts) over the body exactly as sent.
// The answer is read as JSON; a network failure, a timeout or anything that is not a JSON object is "no answer"
// (null), never an exception the checkout would have to know about.
import { randomBytes } from "node:crypto";
import { loggerFor } from "../../../../core/logger.js";
import { authorizationHeader } from "./signing.js";

/** The method's settings an iyzico call needs. */
export interface IyzicoSettings {
  apiKey: string;
  secretKey: string;
  /** e.g. the sandbox's address, or the local fake's in tests and the demo. */
  baseUrl: string;
}

/**
 * The settings from a payment method's config, each falling back to the environment (IYZICO_API_KEY,
 * IYZICO_SECRET_KEY, IYZICO_BASE_URL: keys kept out of the database); null when one is missing.
 */
export function iyzicoSettings(config: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): IyzicoSettings | null {
  const apiKey = config.apiKey ?? env.IYZICO_API_KEY;
  const secretKey = config.secretKey ?? env.IYZICO_SECRET_KEY;
  const baseUrl = config.baseUrl ?? env.IYZICO_BASE_URL;
  if (typeof apiKey !== "string" || typeof secretKey !== "string" || typeof baseUrl !== "string") return null;
  if (!apiKey || !secretKey || !/^https?:\/\/[^/]+/.test(baseUrl)) return null;
  return { apiKey, secretKey, baseUrl: baseUrl.replace(/\/+$/, "") };
}

/** The origin of the iyzico the environment names (the local fake's, in the demo and tests); null when none. */
export function iyzicoEnvOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return env.IYZICO_BASE_URL ? new URL(env.IYZICO_BASE_URL).origin : null;
  } catch {
    return null;
  }
}

const TIMEOUT_MS = 15_000;
const log = loggerFor("iyzico");

export type IyzicoAnswer = Record<string, unknown>;

export async function callIyzico(settings: IyzicoSettings, uriPath: string, body: Record<string, unknown>): Promise<IyzicoAnswer | null> {
  const bodyText = JSON.stringify(body);
  const randomKey = `${Date.now()}${randomBytes(8).toString("hex")}`;
  try {
    const res = await fetch(settings.baseUrl + uriPath, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-iyzi-rnd": randomKey,
        "x-iyzi-client-version": "shop-iyzico-1",
        authorization: authorizationHeader(settings.apiKey, settings.secretKey, randomKey, uriPath, bodyText),
      },
      body: bodyText,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer: unknown = await res.json();
    if (answer === null || typeof answer !== "object" || Array.isArray(answer)) return null;
    const result = answer as IyzicoAnswer;
    if (result.status !== "success") log.warn({ path: uriPath, errorCode: result.errorCode, errorGroup: result.errorGroup }, "iyzico refused a call");
    return result;
  } catch (error) {
    // Only the path: the body holds the card on the initialize call.
    log.error({ path: uriPath, reason: error instanceof Error ? error.message : "unknown" }, "iyzico did not answer");
    return null;
  }
}
