// sharp (libvips, a native library of several MB mapped into the process, with its own start-up) loads with the
// first picture the shop reads or draws — an upload, or the demo's first seed — not with every start: most starts
// and most hours of a shop's life never touch an image.
import type sharpType from "sharp";

let loading: Promise<typeof sharpType> | undefined;

/** sharp, loaded once on first use. */
export const loadSharp = (): Promise<typeof sharpType> =>
  (loading ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps the results of recent operations (up to 50 MB) for a repeat of the same operation on the same
    // input, which a shop never asks for: each upload and each demo drawing is new. Kept, they stay resident.
    sharp.cache(false);
    return sharp;
  }));
