// The profile picture: whatever the member uploads becomes one small square JPEG. It is turned upright by its EXIF
// orientation, cropped to the middle square, resized, flattened on white (a transparent PNG would turn black) and
// written without any metadata — a phone photo's EXIF carries where and when it was taken. Only raster formats a
// camera or an editor produces are read: an SVG could carry scripts, and anything else is not a picture.
import type { FieldProblem } from "../../../core/form.js";
import { loadSharp } from "../../../core/sharp.js";

/** The stored picture's side, in pixels: sharp on 3× screens where it is shown at most ~80 CSS px. */
export const PROFILE_IMAGE_SIDE = 256;
/** The largest upload read; the page advises 300 KB, but a phone photo of a few megabytes is fine. */
export const MAX_PROFILE_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A small file can still claim a huge canvas (a "decompression bomb"): more pixels than this are refused. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif"]);

export type ProfileImageOutcome = { ok: true; jpeg: Buffer } | { ok: false; problem: FieldProblem };

const problem = (key: string): ProfileImageOutcome => ({ ok: false, problem: { field: "image", key } });

/** The upload's bytes from base64 or a data URL; null when it is not base64 at all. */
export function decodeUpload(text: string): Buffer | null {
  const base64 = text.replace(/^data:[\w/+.-]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, "base64");
}

export async function processProfileImage(upload: Uint8Array): Promise<ProfileImageOutcome> {
  if (upload.byteLength === 0) return problem("field_required_image");
  if (upload.byteLength > MAX_PROFILE_UPLOAD_BYTES) return problem("field_image_too_large");
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    return problem(/pixel limit/i.test(String(error)) ? "field_image_too_large" : "field_image_not_image");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return problem("field_image_not_image");
  try {
    const jpeg = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch (error) {
    // A file that starts like an image but breaks part way (cut off, corrupt) is not a picture either.
    return problem(/pixel limit/i.test(String(error)) ? "field_image_too_large" : "field_image_not_image");
  }
}
