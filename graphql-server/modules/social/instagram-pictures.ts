// The shop's own copies of its Instagram pictures. Instagram's media URLs are signed and expire within days, and a
// storefront loading them from Instagram would tell a third party about every visitor: so each post's picture (a
// video's still) is fetched once, made a small square WebP without metadata, and served from the media folder. A
// picture that cannot be fetched or read leaves its post without one (the storefront skips it; the next fetch tries
// again).
import { randomBytes } from "node:crypto";
import type { MediaStore } from "../../core/media-store.js";
import type { FetchedPost } from "./instagram-graph.client.js";

/** The stored square's side: twice the largest the storefront strip shows it (sharp screens). */
export const PICTURE_SIDE = 320;
/** The largest download read: Instagram's pictures are well under this. */
const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const DOWNLOAD_TIMEOUT_MS = 15_000;
const FOLDER = "instagram";
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

/** The picture a post shows: a video's still, else the media itself (a carousel's media_url is its first picture). */
export const pictureSource = (post: Pick<FetchedPost, "mediaType" | "mediaUrl" | "thumbnailUrl">) =>
  post.mediaType === "VIDEO" ? post.thumbnailUrl : (post.mediaUrl ?? post.thumbnailUrl);

async function download(url: string): Promise<Buffer | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: "follow" });
    if (!response.ok || !response.body) return null;
    if (Number(response.headers.get("content-length") ?? 0) > MAX_DOWNLOAD_BYTES) return null;
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > MAX_DOWNLOAD_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/** Fetches the post's picture and stores it as a square; its /media path, or null when that did not work. */
export async function storePostPicture(media: MediaStore, post: FetchedPost): Promise<string | null> {
  const source = pictureSource(post);
  const bytes = source ? await download(source) : null;
  if (!bytes) return null;
  // sharp (libvips, a native library of several MB) loads with the first picture, not with every start.
  const { default: sharp } = await import("sharp");
  let square: Buffer;
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return null;
    square = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
  // A new name each time: media files are cached for a year, so a file never changes content.
  const path = `${FOLDER}/${post.id}-${randomBytes(6).toString("hex")}.webp`;
  await media.save(path, square);
  return `/media/${path}`;
}

/** Removes stored pictures (of posts no longer kept); a missing file is no error. */
export async function removePictures(media: MediaStore, images: readonly string[]): Promise<void> {
  for (const image of images) {
    if (image.startsWith(`/media/${FOLDER}/`)) await media.remove(image.slice("/media/".length));
  }
}
