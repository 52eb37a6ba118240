// Kitchen drawings: enamelled pots and a skillet, porcelain with a coloured rim, tinted glasses.
import { NEUTRAL, type Palette } from "./palette.js";
import { FLOOR, box, floorShadow } from "./shapes.js";

/** A lidded pot `w` wide whose bottom stands on the floor at cx. */
function pot(cx: number, w: number, h: number, p: Palette): string {
  const x = cx - w / 2;
  const top = FLOOR - h;
  return `${box(x - 60, top + 40, w + 120, 34, 17, NEUTRAL.metal)}
    ${box(x, top, w, h, 40, p.main)}${box(x, top + h - 60, w, 60, 30, p.dark)}
    ${box(x + 24, top + 30, 34, h - 100, 17, p.light, 'opacity="0.5"')}
    <ellipse cx="${cx}" cy="${top}" rx="${w / 2 + 16}" ry="34" fill="${p.dark}"/>
    <ellipse cx="${cx}" cy="${top - 10}" rx="${w / 2}" ry="30" fill="${p.main}"/>
    ${box(cx - 40, top - 60, 80, 40, 20, NEUTRAL.metal)}`;
}

export function cookwareSet(p: Palette): string {
  return `${floorShadow(900)}
    ${pot(470, 420, 330, p)}
    ${box(770, FLOOR - 170, 320, 26, 13, NEUTRAL.metal)}
    ${box(700, FLOOR - 190, 260, 190, 34, p.main)}${box(700, FLOOR - 50, 260, 50, 25, p.dark)}
    <ellipse cx="830" cy="${FLOOR - 190}" rx="140" ry="24" fill="${p.deep}"/>`;
}

export function pan(p: Palette): string {
  return `${floorShadow(760, 520)}
    <path d="M780 640 L1080 560" stroke="${NEUTRAL.metal}" stroke-width="44" stroke-linecap="round"/>
    <path d="M160 620 C180 820 860 820 880 620 Z" fill="${p.dark}"/>
    <ellipse cx="520" cy="620" rx="360" ry="130" fill="${p.main}"/>
    <ellipse cx="520" cy="630" rx="320" ry="106" fill="#2f2f33"/>
    <ellipse cx="470" cy="610" rx="160" ry="40" fill="#4a4a50" opacity="0.7"/>`;
}

export function dinnerware(p: Palette): string {
  const plate = (cy: number, rx: number) =>
    `<ellipse cx="560" cy="${cy + 10}" rx="${rx}" ry="${rx * 0.24}" fill="${NEUTRAL.linen}"/>
     <ellipse cx="560" cy="${cy}" rx="${rx}" ry="${rx * 0.24}" fill="${NEUTRAL.white}"/>
     <ellipse cx="560" cy="${cy}" rx="${rx - 26}" ry="${rx * 0.24 - 8}" fill="none" stroke="${p.main}" stroke-width="12"/>`;
  return `${floorShadow(860)}
    ${plate(840, 340)}${plate(800, 330)}${plate(760, 320)}${plate(720, 300)}
    <path d="M420 560 C430 700 690 700 700 560 Z" fill="${NEUTRAL.white}"/>
    <ellipse cx="560" cy="560" rx="140" ry="30" fill="${NEUTRAL.linen}"/>
    <path d="M428 600 C470 640 650 640 692 600" stroke="${p.main}" stroke-width="14" fill="none"/>
    <path d="M820 560 H960 V660 C960 720 820 720 820 660 Z" fill="${NEUTRAL.white}"/>
    <path d="M960 590 C1010 590 1010 650 960 650" stroke="${NEUTRAL.white}" stroke-width="16" fill="none"/>
    ${box(820, 580, 140, 14, 7, p.main)}
    <ellipse cx="890" cy="560" rx="70" ry="14" fill="${NEUTRAL.linen}"/>`;
}

export function glasses(p: Palette): string {
  const glass = (x: number, w: number, h: number) => {
    const top = FLOOR - h;
    return `<path d="M${x} ${top} H${x + w} L${x + w - 24} ${FLOOR} H${x + 24} Z" fill="${p.light}" opacity="0.55"/>
      <path d="M${x + 8} ${top + h * 0.35} H${x + w - 8} L${x + w - 24} ${FLOOR} H${x + 24} Z" fill="${p.main}" opacity="0.55"/>
      <path d="M${x} ${top} H${x + w} L${x + w - 24} ${FLOOR} H${x + 24} Z" fill="none" stroke="${p.dark}" stroke-width="8"/>
      ${box(x + 26, FLOOR - 40, w - 52, 30, 8, p.dark, 'opacity="0.6"')}
      <path d="M${x + 26} ${top + 30} L${x + 40} ${FLOOR - 60}" stroke="#ffffff" stroke-width="14" opacity="0.7" stroke-linecap="round"/>`;
  };
  return `${floorShadow(760)}${glass(240, 200, 360)}${glass(500, 210, 460)}${glass(770, 190, 300)}`;
}
