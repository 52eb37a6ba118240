// Demo product and category images, drawn at seed time: a flat drawing of the product type (drawings/) tinted with
// the product's colour, rasterised by sharp straight into the three sizes the media pipeline serves. Each distinct
// drawing × colour is one set of files under `<mediaDir>/demo/`, shared by every product and category that shows it.
// The file name carries a hash of the drawing, so a changed drawing gets new files instead of a stale cached one, and
// a start that finds every file present draws nothing. Files are written under a temporary name and renamed, so
// concurrent starts never see half-written images.
import { createHash } from "node:crypto";
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/** One file to draw: a picture at one pixel size. */
export interface PendingImage {
  spec: DemoImageSpec;
  pixels: number;
}

/**
 * Where the drawing runs. Drawing 500 pictures with libvips left ~60 MB in the malloc arenas of its threads, which
 * glibc keeps for good (each freed 5 MB bitmap raised its thresholds), so the production server draws in a child
 * process that exits: the built drawer beside the server bundle. Development and tests draw in their own process
 * unless told otherwise.
 */
export interface Drawer {
  /** A script that draws what it is sent (demo-images-drawer.ts, built or run through a loader). */
  script: string;
  execArgv?: string[];
}

/** The built drawer when this code runs from the production bundle, which has it beside itself. */
export const builtDrawer = (): Drawer | undefined => {
  const script = fileURLToPath(new URL("./demo-images-drawer.cjs", import.meta.url));
  return existsSync(script) ? { script, execArgv: [] } : undefined;
};

/** Renders the images that are missing; returns how many files it wrote. */
export async function ensureDemoImages(mediaDir: string, specs: DemoImageSpec[], drawer = builtDrawer()): Promise<number> {
  const dir = join(mediaDir, "demo");
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const unique = [...new Map(specs.map((s) => [s.key, s])).values()];
  const pending = unique.flatMap((spec) => pixelSizes(spec).filter((pixels) => !present.has(fileName(spec.key, pixels))).map((pixels) => ({ spec, pixels })));
  if (pending.length === 0) return 0;
  if (drawer) await drawInChildProcess(drawer, dir, pending);
  else await drawImages(dir, pending);
  return pending.length;
}

/** Draws `pending` into `dir` (the drawer's work, or the process's own in development and tests). */
export async function drawImages(dir: string, pending: PendingImage[]): Promise<void> {
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
}

/** Sends the work to a new drawer process; resolves when it has exited having drawn everything. */
function drawInChildProcess(drawer: Drawer, dir: string, pending: PendingImage[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(drawer.script, [], { execArgv: drawer.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the demo image drawer stopped (${signal ?? `exit code ${code}`})`));
    });
    child.send({ dir, pending } satisfies DrawerWork);
  });
}

/** What the drawer is sent. */
export interface DrawerWork {
  dir: string;
  pending: PendingImage[];
}
