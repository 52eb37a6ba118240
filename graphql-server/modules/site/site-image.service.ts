// Setting the logo or favicon from an upload: the picture processed (site-image.ts), written to the media folder and
// set as the setting in one audited change; the file it replaces is removed when it was one of ours.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows } from "../../core/database.js";
import type { MediaStore } from "../../core/media-store.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { processSiteImage, siteImagePath, type SiteImageKind } from "./site-image.js";
import { upsertSetting } from "./site-flags.js";
import { siteDatabase as db } from "./site.database.js";

type Problem = "NOT_IMAGE" | "TOO_LARGE" | "SVG_EXTERNAL";
export interface SiteImageAnswer {
  url: string | null;
  problem: Problem | null;
}

const SCOPE: Record<SiteImageKind, "config" | "setting"> = { logo: "config", favicon: "setting" };
const OURS = "/media/site/";

interface Scope extends AuditScope {
  media: MediaStore;
}

async function setImage(scope: Scope, kind: SiteImageKind, url: string): Promise<void> {
  const previous = await scope.em.transactional(async (tx: EntityManager) => {
    const row = await first(tx, db.selectFrom("site_setting").select("value").where("code", "=", kind).forUpdate());
    const before = row?.value ?? "";
    await rows(tx, upsertSetting(kind, SCOPE[kind], url));
    await audit({ em: tx, auth: scope.auth }, { action: url ? "upload" : "remove", entity: "site_setting", id: kind, before: { [kind]: before }, after: { [kind]: url } });
    return before;
  });
  if (previous !== url && previous.startsWith(OURS)) await scope.media.remove(previous.slice("/media/".length));
}

export async function uploadSiteImage(scope: Scope, kind: SiteImageKind, base64: string): Promise<SiteImageAnswer> {
  const clean = base64.replace(/^data:[\w/+.-]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return { url: null, problem: "NOT_IMAGE" };
  const processed = await processSiteImage(kind, Buffer.from(clean, "base64"));
  if (!processed.ok) return { url: null, problem: processed.problem.toUpperCase() as Problem };
  const path = siteImagePath(kind, processed.bytes, processed.extension);
  await scope.media.save(path, processed.bytes);
  const url = `/media/${path}`;
  await setImage(scope, kind, url);
  return { url, problem: null };
}

export async function removeSiteImage(scope: Scope, kind: SiteImageKind): Promise<SiteImageAnswer> {
  await setImage(scope, kind, "");
  return { url: "", problem: null };
}
