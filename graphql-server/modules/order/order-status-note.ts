// Notes the shop itself writes into an order's history (placing it, a return request) are message keys, shown in
// the reader's language; an admin's note is their own text and shown as typed. A row without an admin is the shop's.
import { translate } from "../../core/i18n.js";

export const SHOP_STATUS_NOTES = ["placed", "return_requested"] as const;
export type ShopStatusNote = (typeof SHOP_STATUS_NOTES)[number];

const isShopNote = (note: string): note is ShopStatusNote => (SHOP_STATUS_NOTES as readonly string[]).includes(note);

/** The note as the reader sees it: a shop's key in their language, anything else as stored. */
export function statusNoteText(note: string, adminId: number | null | undefined, language: string): string {
  return adminId == null && isShopNote(note) ? translate(language, "order", `statusNote.${note}`) : note;
}
