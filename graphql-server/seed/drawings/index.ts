// Every demo drawing by product type. A product's picture is chosen by its type (the leaf category's `drawing`),
// tinted with the product's colour.
import { armchair, bed, chair, diningTable, sofa, wardrobe } from "./furniture.js";
import { candle, frame, vase } from "./decor.js";
import { cookwareSet, dinnerware, glasses, pan } from "./kitchen.js";
import { chandelier, floorLamp, tableLamp } from "./lighting.js";
import { palette, type Palette } from "./palette.js";
import { curtain, duvetSet, rug, towel } from "./textiles.js";

export const DRAWINGS = {
  sofa,
  armchair,
  diningTable,
  chair,
  bed,
  wardrobe,
  duvetSet,
  curtain,
  rug,
  towel,
  chandelier,
  floorLamp,
  tableLamp,
  cookwareSet,
  pan,
  dinnerware,
  glasses,
  vase,
  candle,
  frame,
} satisfies Record<string, (p: Palette) => string>;

export type Drawing = keyof typeof DRAWINGS;

/** Category pictures are shown small and round: they frame the object closely (the drawings leave room around it). */
const CLOSE_UP_VIEW_BOX = "130 130 940 940";

/**
 * The whole picture as SVG, 1200 px square: the soft background and the drawing tinted with `colour` (#rrggbb),
 * centred vertically; `closeUp` frames the object alone.
 */
export function drawingSvg(drawing: Drawing, colour: string, closeUp = false): string {
  const p = palette(colour);
  const viewBox = closeUp ? CLOSE_UP_VIEW_BOX : "0 0 1200 1200";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="${viewBox}"><rect width="1200" height="1200" fill="${p.background}"/><g transform="translate(0 50)">${DRAWINGS[drawing](p)}</g></svg>`;
}
