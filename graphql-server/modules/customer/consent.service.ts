// Consents are a history: every acceptance or withdrawal is a new row with the version of the text the member saw.
// A text's version is its content page's version number (an admin edit makes a new one; the next consent records
// it), "unversioned" while the shop has no such page.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../core/database.js";
import { customerDatabase as db } from "./customer.database.js";

export type ConsentKind = "kvkk" | "membership" | "commercial";

/** The content page each consent's text lives on. */
export const CONSENT_PAGES: Record<ConsentKind, string> = {
  kvkk: "kvkk",
  membership: "membership_agreement",
  commercial: "commercial_messages",
};

export async function consentVersions(em: EntityManager): Promise<Record<ConsentKind, string>> {
  const pages = await rows(em, db.selectFrom("content_page").select(["code", "version"]).where("code", "in", Object.values(CONSENT_PAGES)));
  const version = (kind: ConsentKind) => {
    const row = pages.find((r) => r.code === CONSENT_PAGES[kind]);
    return row ? String(row.version) : "unversioned";
  };
  return { kvkk: version("kvkk"), membership: version("membership"), commercial: version("commercial") };
}

export async function recordConsents(
  em: EntityManager,
  customerId: number,
  clientIp: string | null,
  consents: { kind: ConsentKind; accepted: boolean; textVersion: string }[],
): Promise<void> {
  for (const consent of consents) {
    await rows(
      em,
      db.insertInto("customer_consent").values({
        customer_id: customerId,
        kind: consent.kind,
        accepted: consent.accepted,
        text_version: consent.textVersion,
        client_ip: clientIp,
        created_at: sql<Date>`now()`,
      }),
    );
  }
}
