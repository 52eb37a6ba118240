// Storing the profile picture: a new file name for every upload (the media folder is served with year-long cache
// headers, so a file is never overwritten with other content), the row pointed at it, then the old file removed.
import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../core/database.js";
import { formError } from "../../../core/form.js";
import type { MediaStore } from "../../../core/media-store.js";
import { customerDatabase as db } from "../customer.database.js";
import { getCustomerProfile } from "../customer.service.js";
import { decodeUpload, processProfileImage } from "./profile-image.js";
import type { ProfileOutcome } from "./profile.service.js";

/** The picture's place in the media folder (the row keeps the file name). */
export const profileImageFile = (imagePath: string) => `customers/${imagePath}`;

async function replaceImage(em: EntityManager, media: MediaStore, customerId: number, imagePath: string | null): Promise<void> {
  const old = await first(em, db.selectFrom("customer").select("image_path").where("id", "=", customerId));
  await rows(em, db.updateTable("customer").set({ image_path: imagePath, updated_at: sql<Date>`now()` }).where("id", "=", customerId).where("deleted_at", "is", null));
  const previous = old?.image_path ?? null;
  if (previous && previous !== imagePath) await media.remove(profileImageFile(previous));
}

export async function uploadProfileImage(em: EntityManager, media: MediaStore, customerId: number, upload: string): Promise<ProfileOutcome> {
  const bytes = decodeUpload(upload);
  if (bytes === null) return formError([{ field: "image", key: "field_image_not_image" }]);
  const processed = await processProfileImage(bytes);
  if (!processed.ok) return formError([processed.problem]);
  const imagePath = `${customerId}-${randomBytes(8).toString("hex")}.jpg`;
  await media.save(profileImageFile(imagePath), processed.jpeg);
  await replaceImage(em, media, customerId, imagePath);
  return { __typename: "Customer", ...(await getCustomerProfile(em, customerId))! };
}

export async function removeProfileImage(em: EntityManager, media: MediaStore, customerId: number) {
  await replaceImage(em, media, customerId, null);
  return getCustomerProfile(em, customerId);
}
