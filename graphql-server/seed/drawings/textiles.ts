// Home textile drawings: folded bed linen, a curtain at a window, a rug on the floor, a stack of towels.
import { NEUTRAL, type Palette } from "./palette.js";
import { FLOOR, box, floorShadow } from "./shapes.js";

/** A folded piece of cloth seen from the front: a rounded slab with a lighter top fold. */
const fold = (x: number, y: number, w: number, h: number, fill: string, top: string) =>
  `${box(x, y, w, h, 26, fill)}${box(x + 10, y + 6, w - 20, h * 0.32, 16, top, 'opacity="0.7"')}`;

export function duvetSet(p: Palette): string {
  const stitches = `<path d="M300 742 H900" stroke="${NEUTRAL.white}" stroke-width="6" stroke-dasharray="22 14" opacity="0.8"/>`;
  const dots = [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${360 + i * 96}" cy="${800}" r="10" fill="${p.light}"/>`).join("");
  return `${floorShadow(720)}
    ${fold(250, 700, 700, 180, p.main, p.light)}${stitches}${dots}
    ${fold(280, 560, 640, 150, NEUTRAL.white, NEUTRAL.linen)}
    ${box(280, 640, 640, 16, 8, p.light)}
    ${fold(320, 420, 560, 150, p.dark, p.main)}
    ${box(420, 300, 360, 130, 60, NEUTRAL.white)}${box(436, 318, 328, 24, 12, p.light, 'opacity="0.7"')}`;
}

export function curtain(p: Palette): string {
  const panel = (x: number, mirror: boolean) => {
    const folds = [0, 1, 2, 3].map((i) => box(x + i * 52, 250, 40, 640, 20, i % 2 ? p.dark : p.main)).join("");
    const tie = `<ellipse cx="${x + 104}" cy="560" rx="${mirror ? 120 : 120}" ry="22" fill="${p.deep}"/>`;
    return folds + tie;
  };
  return `${box(340, 260, 520, 560, 12, "#d8e8f2")}
    <path d="M600 260 V820 M340 540 H860" stroke="${NEUTRAL.white}" stroke-width="16"/>
    ${box(200, 214, 800, 20, 10, NEUTRAL.metal)}
    <circle cx="200" cy="224" r="22" fill="${NEUTRAL.metal}"/><circle cx="1000" cy="224" r="22" fill="${NEUTRAL.metal}"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${254 + i * 52}" cy="238" r="14" fill="none" stroke="${NEUTRAL.metalLight}" stroke-width="6"/><circle cx="${790 + i * 52}" cy="238" r="14" fill="none" stroke="${NEUTRAL.metalLight}" stroke-width="6"/>`).join("")}
    ${panel(230, false)}${panel(762, true)}`;
}

export function rug(p: Palette): string {
  const fringe = (y: number, x0: number, x1: number) =>
    Array.from({ length: 22 }, (_, i) => x0 + ((x1 - x0) * i) / 21)
      .map((x) => `<path d="M${x} ${y} v24" stroke="${NEUTRAL.linen}" stroke-width="6"/>`)
      .join("");
  return `${floorShadow(960, 600, FLOOR - 20)}
    ${fringe(520, 330, 870)}${fringe(856, 150, 1050)}
    <path d="M320 540 H880 L1060 860 H140 Z" fill="${p.dark}"/>
    <path d="M356 562 H844 L1000 836 H200 Z" fill="${p.light}"/>
    <path d="M384 580 H816 L950 818 H250 Z" fill="${p.main}"/>
    <path d="M600 600 L760 700 L600 800 L440 700 Z" fill="${p.light}"/>
    <path d="M600 646 L680 700 L600 754 L520 700 Z" fill="${p.deep}"/>
    <path d="M400 690 l40 10 l-40 10 l-40 -10 Z M800 690 l40 10 l-40 10 l-40 -10 Z" fill="${p.light}"/>`;
}

export function towel(p: Palette): string {
  const band = (y: number, w: number, x: number) =>
    `${box(x, y, w, 14, 4, NEUTRAL.white, 'opacity="0.85"')}${box(x, y + 22, w, 6, 3, NEUTRAL.white, 'opacity="0.6"')}`;
  return `${floorShadow(700)}
    ${fold(240, 720, 720, 170, p.main, p.light)}${band(800, 720, 240)}
    ${fold(270, 590, 660, 150, p.light, NEUTRAL.white)}${band(660, 660, 270)}
    ${fold(300, 470, 600, 140, p.main, p.light)}${band(530, 600, 300)}
    <ellipse cx="720" cy="400" rx="150" ry="80" fill="${p.dark}"/>
    <ellipse cx="720" cy="400" rx="130" ry="66" fill="${p.main}"/>
    <path d="M604 400 A116 56 0 0 1 836 400 M640 400 A80 36 0 0 1 800 400 M676 400 A44 18 0 0 1 764 400" stroke="${p.light}" stroke-width="8" fill="none"/>`;
}
