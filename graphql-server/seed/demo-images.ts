// Demo product and category images, drawn at seed time: a flat drawing of the product type (drawings/) tinted with
// the product's colour, rasterised by sharp straight into the three sizes the media pipeline serves. Each distinct
// drawing × colour is one set of files under `<mediaDir>/demo/`, shared by every product and category that shows it.
// The file name carries a hash of the drawing, so a changed drawing gets new files instead of a stale cached one, and
// a start that finds every file present draws nothing. Files are written under a temporary name and renamed, so
// concurrent starts never see half-written images.
import { createHash } from "node:crypto";
import { mkdir, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { writeFileAtomically } from "../core/atomic-file.js";
import { loadSharp } from "../core/sharp.js";
import { drawingSvg, type Drawing } from "./drawings/index.js";

export interface DemoImageSpec {
  /** File stem: drawing, colour code and a hash of the picture. */
  key: string;
  drawing: Drawing;
  /** #rrggbb */
  colour: string;
  /** A category's picture: the object close up, in one size only. */
  closeUp?: boolean;
}

/** The three image sizes of a product: small, medium, big (the legacy S, M, B). */
export const IMAGE_SIZES = { small: 150, medium: 600, big: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
/** A category has one image, shown at most ~90 CSS px wide: 320 px is sharp on 3× screens. */
export const CATEGORY_IMAGE_SIZE = 320;

const fileName = (key: string, pixels: number) => `${key}-${pixels}.jpg`;
export const demoImagePath = (key: string, size: ImageSize) => `/media/demo/${fileName(key, IMAGE_SIZES[size])}`;
export const categoryImagePath = (key: string) => `/media/demo/${fileName(key, CATEGORY_IMAGE_SIZE)}`;
const pixelSizes = (spec: DemoImageSpec): number[] => (spec.closeUp ? [CATEGORY_IMAGE_SIZE] : Object.values(IMAGE_SIZES));

/** The spec of one drawing in one colour; `colourCode` names it in the file name. */
export function demoImageSpec(drawing: Drawing, colourCode: string, colour: string, closeUp = false): DemoImageSpec {
  const hash = createHash("sha1").update(drawingSvg(drawing, colour, closeUp)).digest("hex").slice(0, 8);
  return { key: `${drawing}-${colourCode}-${hash}`, drawing, colour, closeUp };
}

/** Renders the images that are missing; returns how many files it wrote. */
export async function ensureDemoImages(mediaDir: string, specs: DemoImageSpec[]): Promise<number> {
  const dir = join(mediaDir, "demo");
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const unique = [...new Map(specs.map((s) => [s.key, s])).values()];
  const pending = unique.flatMap((spec) => pixelSizes(spec).filter((pixels) => !present.has(fileName(spec.key, pixels))).map((pixels) => ({ spec, pixels })));
  if (pending.length === 0) return 0;
  // Most starts find every image present and never load sharp.
  const sharp = await loadSharp();
  // Each size is rasterised from the SVG at its own resolution (density scales the 1200 px canvas): cheaper than
  // drawing the big one and resizing it down, and as sharp. The pictures are opaque, so the alpha channel goes
  // before encoding (flattening it costs as much as the encoding). Drawing runs on libuv's threads beside the
  // database boot, which needs the main thread: one core is left to it.
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const { spec, pixels } = pending[next++];
      const density = (72 * pixels) / 1200;
      const jpeg = await sharp(Buffer.from(drawingSvg(spec.drawing, spec.colour, spec.closeUp)), { density })
        .removeAlpha()
        .jpeg({ quality: 84, optimiseCoding: false })
        .toBuffer();
      await writeFileAtomically(join(dir, fileName(spec.key, pixels)), jpeg);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism() - 1) }, worker));
  return pending.length;
}
