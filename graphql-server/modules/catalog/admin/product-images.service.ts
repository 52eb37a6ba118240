// Product pictures: an upload becomes three JPEGs (S, M, B: the list, the product page, the zoom), turned upright,
// fitted inside a square without cropping, flattened on white and stored without metadata under a new name each
// time (the media folder is served with year-long cache headers, so a file never changes content). Files above the
// advised 300 KB are stored all the same and reported, so the admin can choose a lighter one. Only raster formats
// are read: an SVG could carry scripts.
import { randomBytes } from "node:crypto";
import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import { loadSharp } from "../../../core/sharp.js";
import type { FieldProblem } from "../../../core/form.js";
import type { AdminProductImage } from "../../../generated/resolvers-types.js";
import { adminImageOf } from "./product-admin.read.js";
import { productWrite, refusal, type WriteOutcome } from "./product-admin.write.js";

/** The longest side of each size, in pixels. */
export const PRODUCT_IMAGE_SIZES = { small: 150, medium: 600, big: 1200 } as const;
export const ADVISED_IMAGE_BYTES = 300 * 1024;
export const MAX_PRODUCT_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif"]);
const MEDIA_FOLDER = "products";

const imageProblem = (key: string): FieldProblem => ({ field: "image", key });

function decode(text: string): Buffer | null {
  const base64 = text.replace(/^data:[\w/+.-]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, "base64");
}

type Resized = { ok: true; files: Record<keyof typeof PRODUCT_IMAGE_SIZES, Buffer> } | { ok: false; problem: FieldProblem };

async function resize(upload: Buffer): Promise<Resized> {
  if (upload.byteLength === 0) return { ok: false, problem: imageProblem("field_required_image") };
  if (upload.byteLength > MAX_PRODUCT_UPLOAD_BYTES) return { ok: false, problem: imageProblem("field_image_too_large") };
  const sharp = await loadSharp();
  const failed = (error: unknown): Resized => ({ ok: false, problem: imageProblem(/pixel limit/i.test(String(error)) ? "field_image_too_large" : "field_image_not_image") });
  try {
    const { format } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, problem: imageProblem("field_image_not_image") };
    const files = {} as Record<keyof typeof PRODUCT_IMAGE_SIZES, Buffer>;
    for (const [size, side] of Object.entries(PRODUCT_IMAGE_SIZES) as [keyof typeof PRODUCT_IMAGE_SIZES, number][]) {
      files[size] = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(side, side, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer();
    }
    return { ok: true, files };
  } catch (error) {
    return failed(error);
  }
}

async function variantProblems(ctx: ShopContext, variant1Id: number | null, variant2Id: number | null): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const [field, id] of [["variant1Id", variant1Id], ["variant2Id", variant2Id]] as const) {
    if (id === null) continue;
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || !(await first(ctx.em, db.selectFrom("property").select("id").where("id", "=", id)))) problems.push({ field, key: "field_unknown_choice" });
  }
  return problems;
}

const productExists = async (ctx: ShopContext, productId: number) => (await first(ctx.em, db.selectFrom("product").select("id").where("id", "=", productId))) !== undefined;

export async function uploadProductImage(
  ctx: ShopContext,
  productId: number,
  upload: string,
  variant1Id: number | null,
  variant2Id: number | null,
): Promise<WriteOutcome<{ image: AdminProductImage; largeFile: boolean }> | null> {
  if (!(await productExists(ctx, productId))) return null;
  const bytes = decode(upload);
  if (bytes === null) return refusal([imageProblem("field_image_not_image")]);
  const problems = await variantProblems(ctx, variant1Id, variant2Id);
  if (problems.length) return refusal(problems);
  const resized = await resize(bytes);
  if (!resized.ok) return refusal([resized.problem]);
  const name = `${productId}-${randomBytes(8).toString("hex")}`;
  const paths = Object.fromEntries(Object.entries(PRODUCT_IMAGE_SIZES).map(([size, side]) => [size, `${MEDIA_FOLDER}/${name}-${side}.jpg`])) as Record<keyof typeof PRODUCT_IMAGE_SIZES, string>;
  for (const size of Object.keys(paths) as (keyof typeof PRODUCT_IMAGE_SIZES)[]) await ctx.media.save(paths[size], resized.files[size]);
  const outcome = await productWrite(ctx, { action: "image_upload", productId }, async (em) => {
    const row = await first(
      em,
      db
        .insertInto("product_image")
        .values((eb) => ({
          product_id: productId,
          small: `/media/${paths.small}`,
          medium: `/media/${paths.medium}`,
          big: `/media/${paths.big}`,
          // After the product's last image.
          sort: eb
            .selectFrom("product_image")
            .select(sql<number>`coalesce(max(sort), -1) + 1`.as("next"))
            .where("product_id", "=", productId),
          variant1_id: variant1Id,
          variant2_id: variant2Id,
        }))
        .returningAll(),
    );
    return { productId, value: { image: adminImageOf(row!), largeFile: bytes.byteLength > ADVISED_IMAGE_BYTES } };
  });
  if (!outcome.ok) await removeFiles(ctx, Object.values(paths).map((p) => `/media/${p}`));
  return outcome;
}

/** Removes stored files of images no row points at any more (paths as the rows keep them: /media/…). */
export async function removeFiles(ctx: ShopContext, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (path.startsWith(`/media/${MEDIA_FOLDER}/`)) await ctx.media.remove(path.slice("/media/".length));
  }
}

export interface ImageOrder {
  id: number;
  sort: number;
  variant1Id?: number | null;
  variant2Id?: number | null;
}

/** The images' order and variant binding; every id must be one of the product's images. */
export async function orderProductImages(ctx: ShopContext, productId: number, images: ImageOrder[]): Promise<WriteOutcome<number> | null> {
  if (!(await productExists(ctx, productId))) return null;
  const own = new Set((await rows(ctx.em, db.selectFrom("product_image").select("id").where("product_id", "=", productId))).map((r) => r.id));
  const problems: FieldProblem[] = [];
  for (const [index, image] of images.entries()) {
    if (!own.has(image.id)) problems.push({ field: `images.${index}.id`, key: "field_unknown_choice" });
    if (!Number.isSafeInteger(image.sort) || Math.abs(image.sort) > 1_000_000) problems.push({ field: `images.${index}.sort`, key: "field_invalid_number" });
    problems.push(...(await variantProblems(ctx, image.variant1Id ?? null, image.variant2Id ?? null)).map((p) => ({ ...p, field: `images.${index}.${p.field}` })));
  }
  if (images.length > 500) problems.push({ field: "images", key: "field_invalid_number" });
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "image_order", productId }, async (em) => {
    for (const image of images) {
      await rows(
        em,
        db
          .updateTable("product_image")
          .set({ sort: image.sort, variant1_id: image.variant1Id || null, variant2_id: image.variant2Id || null })
          .where("id", "=", image.id)
          .where("product_id", "=", productId),
      );
    }
    return { productId, value: productId };
  });
}

/** Removes an image and its three files; returns the product's id. */
export async function removeProductImage(ctx: ShopContext, imageId: number): Promise<WriteOutcome<number> | null> {
  const row = await first(ctx.em, db.selectFrom("product_image").select(["product_id", "small", "medium", "big"]).where("id", "=", imageId));
  if (!row) return null;
  const productId = row.product_id;
  const outcome = await productWrite(ctx, { action: "image_remove", productId }, async (em) => {
    await rows(em, db.deleteFrom("product_image").where("id", "=", imageId));
    return { productId, value: productId };
  });
  if (outcome.ok) await removeFiles(ctx, [row.small, row.medium, row.big]);
  return outcome;
}

