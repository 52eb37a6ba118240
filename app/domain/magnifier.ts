// Image magnifier: the glass is 30 % of the smaller side of the shown image, between 100 and 300 px.
export const MAGNIFIER = { ratio: 0.3, minPx: 100, maxPx: 300, zoom: 2.5 } as const;

export function magnifierGlassSize(width: number, height: number): number {
  const side = Math.min(width, height) * MAGNIFIER.ratio;
  return Math.round(Math.min(MAGNIFIER.maxPx, Math.max(MAGNIFIER.minPx, side)));
}

/**
 * Where the glass sits (its top-left corner, px in the image box) and the background offset of the zoomed image,
 * for a pointer at (x, y) inside an image of width × height. The glass stays inside the image.
 */
export function magnifierView(x: number, y: number, width: number, height: number, zoom: number = MAGNIFIER.zoom) {
  const size = magnifierGlassSize(width, height);
  const half = size / 2;
  const cx = Math.min(width - half, Math.max(half, x));
  const cy = Math.min(height - half, Math.max(half, y));
  return {
    size,
    left: cx - half,
    top: cy - half,
    backgroundWidth: width * zoom,
    backgroundHeight: height * zoom,
    backgroundX: -(cx * zoom - half),
    backgroundY: -(cy * zoom - half),
  };
}
