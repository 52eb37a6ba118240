// A blog post's cover picture: the upload becomes one JPEG (turned upright, at most 1600 px wide, flattened on white,
// without metadata) in the media folder under a new name each time (media files are cached for a year, so a file
// never changes content). Only raster formats are read: an SVG could carry scripts.
import { randomBytes } from "node:crypto";
import { loadSharp } from "../../core/sharp.js";
import type { MediaStore } from "../../core/media-store.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";

export const MAX_BLOG_UPLOAD_BYTES = 5 * 1024 * 1024;
const ADVISED_BYTES = 300 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif"]);
const FOLDER = "blog";

function decode(text: string): Buffer | null {
  const base64 = text.replace(/^data:[\w/+.-]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, "base64");
}

export async function storeBlogImage(media: MediaStore, upload: string): Promise<{ image: string; largeFile: boolean } | OperationErrorResult> {
  const bytes = decode(upload);
  if (bytes === null) return operationError("INVALID_VALUE", "image");
  if (bytes.byteLength === 0) return operationError("MISSING_INFORMATION", "image");
  if (bytes.byteLength > MAX_BLOG_UPLOAD_BYTES) return operationError("INVALID_VALUE", "image");
  let file: Buffer;
  const sharp = await loadSharp();
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return operationError("INVALID_VALUE", "image");
    file = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: WIDTH, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
  } catch {
    return operationError("INVALID_VALUE", "image");
  }
  const path = `${FOLDER}/${randomBytes(10).toString("hex")}.jpg`;
  await media.save(path, file);
  return { image: `/media/${path}`, largeFile: bytes.byteLength > ADVISED_BYTES };
}
