// Demo product images, drawn at seed time with sharp: a soft background, a shape for the department (sofa, folded
// textile, pot, lamp, vase) in the product's colour and the category's initials. A limited set (department ×
// colour) is rendered once into `<mediaDir>/demo/` and reused, so seeding stays fast and idempotent. Files are
// written under a temporary name and renamed, so concurrent starts never see half-written images.
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type Shape = "sofa" | "textile" | "pot" | "lamp" | "vase";

export interface DemoImageSpec {
  /** File stem, unique per shape × colour × initials. */
  key: string;
  shape: Shape;
  colour: string;
  initials: string;
}

/** The three image sizes of a product: small, medium, big (the legacy S, M, B). */
export const IMAGE_SIZES = { small: 150, medium: 600, big: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export const demoImagePath = (key: string, size: ImageSize) => `/media/demo/${key}-${IMAGE_SIZES[size]}.jpg`;

const SHAPES: Record<Shape, (c: string) => string> = {
  sofa: (c) => `<rect x="240" y="560" width="720" height="260" rx="60" fill="${c}"/>
    <rect x="300" y="400" width="600" height="220" rx="50" fill="${c}" opacity="0.85"/>
    <rect x="200" y="520" width="120" height="300" rx="50" fill="${c}"/><rect x="880" y="520" width="120" height="300" rx="50" fill="${c}"/>
    <rect x="270" y="820" width="30" height="70" fill="#5b4636"/><rect x="900" y="820" width="30" height="70" fill="#5b4636"/>`,
  textile: (c) => `<rect x="260" y="620" width="680" height="160" rx="30" fill="${c}" opacity="0.7"/>
    <rect x="260" y="500" width="680" height="150" rx="30" fill="${c}" opacity="0.85"/>
    <rect x="260" y="380" width="680" height="150" rx="30" fill="${c}"/>
    <path d="M260 455 H940" stroke="#ffffff" stroke-width="8" stroke-dasharray="24 16" opacity="0.7"/>`,
  pot: (c) => `<rect x="300" y="470" width="600" height="340" rx="70" fill="${c}"/>
    <rect x="270" y="430" width="660" height="70" rx="35" fill="${c}" opacity="0.8"/>
    <rect x="170" y="520" width="140" height="40" rx="20" fill="#444"/><rect x="890" y="520" width="140" height="40" rx="20" fill="#444"/>
    <ellipse cx="600" cy="400" rx="120" ry="28" fill="#444"/>`,
  lamp: (c) => `<path d="M420 300 H780 L880 560 H320 Z" fill="${c}"/>
    <rect x="588" y="560" width="24" height="300" fill="#555"/><ellipse cx="600" cy="880" rx="160" ry="36" fill="#555"/>
    <ellipse cx="600" cy="600" rx="200" ry="40" fill="#fff3b0" opacity="0.6"/>`,
  vase: (c) => `<path d="M520 280 H680 V360 C860 440 860 760 720 880 H480 C340 760 340 440 520 360 Z" fill="${c}"/>
    <path d="M600 280 C560 200 520 170 470 160 M600 280 C650 190 700 170 760 170" stroke="#3f7d4a" stroke-width="14" fill="none"/>
    <circle cx="470" cy="160" r="34" fill="#e57373"/><circle cx="760" cy="170" r="30" fill="#f2c14e"/>`,
};

/** A light tint of the colour for the background. */
function tint(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * 0.85);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `rgb(${r},${g},${b})`;
}

function svg(spec: DemoImageSpec): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <rect width="1200" height="1200" fill="${tint(spec.colour)}"/>
  <ellipse cx="600" cy="920" rx="430" ry="50" fill="#000" opacity="0.08"/>
  ${SHAPES[spec.shape](spec.colour)}
  <text x="600" y="1080" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="700" fill="#333" opacity="0.75">${spec.initials}</text>
</svg>`);
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

/** Renders the images that are missing; returns how many files it wrote. */
export async function ensureDemoImages(mediaDir: string, specs: DemoImageSpec[]): Promise<number> {
  const dir = join(mediaDir, "demo");
  await mkdir(dir, { recursive: true });
  let written = 0;
  const pending = specs.filter((s) =>
    (Object.keys(IMAGE_SIZES) as ImageSize[]).some((size) => !existsSync(join(mediaDir, demoImagePath(s.key, size).slice("/media/".length)))),
  );
  if (pending.length === 0) return 0;
  // sharp (libvips) loads only when there is something to draw: most starts find every image present.
  const { default: sharp } = await import("sharp");
  // A few at a time: libvips already uses a thread pool per image.
  for (let i = 0; i < pending.length; i += 4) {
    await Promise.all(
      pending.slice(i, i + 4).map(async (spec) => {
        const { data, info } = await sharp(svg(spec)).raw().toBuffer({ resolveWithObject: true });
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
        for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
          const file = join(mediaDir, demoImagePath(spec.key, size).slice("/media/".length));
          const out = await sharp(data, raw).resize(IMAGE_SIZES[size]).jpeg({ quality: 82 }).toBuffer();
          await writeAtomically(file, out);
          written++;
        }
      }),
    );
  }
  return written;
}
