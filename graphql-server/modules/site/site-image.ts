// The shop's logo and favicon from an upload. Raster logos (PNG, JPEG, WebP) are resized to fit the header and
// written as PNG without metadata. An SVG logo is never served as the owner sent it — an SVG can carry scripts — but
// drawn into a PNG by sharp; one that points outside itself (a linked file or address) is refused, so drawing it
// reads nothing else. A favicon is an ICO (kept as it is, after its header is checked) or a PNG (resized square).
import { createHash } from "node:crypto";
import { loadSharp } from "../../core/sharp.js";

export type SiteImageKind = "logo" | "favicon";

/** The largest upload read. */
export const MAX_SITE_IMAGE_BYTES = 2 * 1024 * 1024;
/** A small file can claim a huge canvas: more pixels than this are refused. */
const MAX_INPUT_PIXELS = 25_000_000;
/** The logo's box: the header shows it 36 px high; three times that for sharp screens, wide logos allowed. */
const LOGO_BOX = { width: 600, height: 108 };
const FAVICON_SIDE = 64;
const LOGO_FORMATS = new Set(["png", "jpeg", "webp", "svg"]);

export type SiteImageOutcome = { ok: true; bytes: Buffer; extension: "png" | "ico" } | { ok: false; problem: "not_image" | "too_large" | "svg_external" };

const isIco = (data: Uint8Array) => data.length > 22 && data[0] === 0 && data[1] === 0 && data[2] === 1 && data[3] === 0 && data[4] + data[5] > 0;

/** An SVG that references anything but its own fragments or inline data would make the renderer read it. */
function svgReachesOut(data: Uint8Array): boolean {
  const text = Buffer.from(data).toString("utf8");
  const references = [...text.matchAll(/(?:href|src)\s*=\s*["']\s*([^"']*)["']|url\(\s*["']?\s*([^"')]*)/gi)].map((m) => (m[1] ?? m[2] ?? "").trim());
  return /<!ENTITY|<\?xml-stylesheet|@import/i.test(text) || references.some((ref) => ref !== "" && !ref.startsWith("#") && !/^data:image\/(png|jpeg|webp|gif);/i.test(ref));
}

const looksLikeSvg = (data: Uint8Array) => /<svg[\s>]/i.test(Buffer.from(data.subarray(0, 4096)).toString("utf8"));

async function formatOf(data: Uint8Array): Promise<string | null> {
  const sharp = await loadSharp();
  try {
    return (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format ?? null;
  } catch {
    return null;
  }
}

export async function processSiteImage(kind: SiteImageKind, data: Uint8Array): Promise<SiteImageOutcome> {
  if (data.byteLength === 0) return { ok: false, problem: "not_image" };
  if (data.byteLength > MAX_SITE_IMAGE_BYTES) return { ok: false, problem: "too_large" };
  if (kind === "favicon" && isIco(data)) return { ok: true, bytes: Buffer.from(data), extension: "ico" };
  // Checked before the renderer sees the file at all.
  if (kind === "logo" && looksLikeSvg(data) && svgReachesOut(data)) return { ok: false, problem: "svg_external" };
  const format = await formatOf(data);
  const accepted = kind === "logo" ? LOGO_FORMATS.has(format ?? "") : format === "png";
  if (!format || !accepted) return { ok: false, problem: "not_image" };
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", ...(format === "svg" ? { density: 300 } : {}) });
    const resized =
      kind === "logo"
        ? image.resize(LOGO_BOX.width, LOGO_BOX.height, { fit: "inside", withoutEnlargement: format !== "svg" })
        : image.resize(FAVICON_SIDE, FAVICON_SIDE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
    return { ok: true, bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), extension: "png" };
  } catch {
    return { ok: false, problem: "not_image" };
  }
}

/** The stored file's path in the media folder: named by its content, so a browser never keeps an old logo. */
export const siteImagePath = (kind: SiteImageKind, bytes: Buffer, extension: string) =>
  `site/${kind}-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}.${extension}`;
