// Decoration drawings: a ceramic vase with branches, a candle in a jar, a photo frame.
import { NEUTRAL, type Palette } from "./palette.js";
import { FLOOR, box, floorShadow } from "./shapes.js";

export function vase(p: Palette): string {
  const branch = (d: string) => `<path d="${d}" stroke="${NEUTRAL.leafDark}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  const leaf = (cx: number, cy: number, angle: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="38" ry="16" fill="${NEUTRAL.leaf}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  return `${floorShadow(420)}
    ${branch("M590 420 C560 300 480 230 400 190")}${branch("M610 420 C640 300 720 220 810 200")}${branch("M600 420 C600 320 610 230 600 150")}
    ${leaf(450, 215, 25)}${leaf(520, 280, -30)}${leaf(760, 205, -20)}${leaf(690, 270, 35)}${leaf(585, 190, 80)}${leaf(630, 260, -70)}
    <path d="M540 400 H660 V450 C820 520 820 800 700 ${FLOOR} H500 C380 800 380 520 540 450 Z" fill="${p.main}"/>
    <path d="M540 400 H660 V430 H540 Z" fill="${p.dark}"/>
    <path d="M470 560 C450 650 470 760 520 830" stroke="${p.light}" stroke-width="26" fill="none" opacity="0.55" stroke-linecap="round"/>
    <path d="M440 640 C560 680 640 680 760 640" stroke="${p.dark}" stroke-width="12" fill="none" opacity="0.6"/>`;
}

export function candle(p: Palette): string {
  return `${floorShadow(460)}
    <ellipse cx="600" cy="420" rx="60" ry="90" fill="${NEUTRAL.glow}" opacity="0.5"/>
    <path d="M600 360 C570 410 575 455 600 470 C625 455 630 410 600 360 Z" fill="#f2a93b"/>
    <path d="M600 400 C588 425 590 450 600 458 C610 450 612 425 600 400 Z" fill="${NEUTRAL.glow}"/>
    ${box(596, 460, 8, 40, 4, "#333")}
    ${box(400, 500, 400, 400, 40, p.main)}
    <ellipse cx="600" cy="506" rx="200" ry="34" fill="${p.dark}"/>
    <ellipse cx="600" cy="510" rx="176" ry="26" fill="${NEUTRAL.linen}"/>
    ${box(450, 620, 300, 170, 16, NEUTRAL.white)}
    ${box(490, 665, 220, 18, 9, p.main)}${box(520, 705, 160, 12, 6, p.light)}${box(540, 735, 120, 12, 6, p.light)}
    ${box(420, 540, 30, 320, 15, p.light, 'opacity="0.5"')}`;
}

export function frame(p: Palette): string {
  return `${floorShadow(560)}
    <path d="M780 860 L860 ${FLOOR} L700 ${FLOOR} Z" fill="${p.deep}" opacity="0.6"/>
    ${box(340, 230, 520, 660, 18, p.main)}${box(340, 230, 520, 24, 12, p.light, 'opacity="0.6"')}
    ${box(390, 280, 420, 560, 6, NEUTRAL.white)}
    ${box(440, 330, 320, 460, 4, "#cfe3ee")}
    <circle cx="680" cy="430" r="46" fill="#f2c14e"/>
    <path d="M440 700 L540 560 L640 680 L700 610 L760 690 V790 H440 Z" fill="${NEUTRAL.leaf}"/>
    <path d="M440 740 C520 700 640 720 760 700 V790 H440 Z" fill="${NEUTRAL.leafDark}"/>`;
}
