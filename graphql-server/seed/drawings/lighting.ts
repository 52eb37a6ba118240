// Lighting drawings: shades in the product colour, metal stems, a warm glow.
import { NEUTRAL, type Palette } from "./palette.js";
import { FLOOR, box, floorShadow } from "./shapes.js";

const glow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${NEUTRAL.glow}" opacity="0.55"/>`;

/** A drum shade: trapezoid with a darker inside rim at the bottom. */
const shade = (cx: number, top: number, topW: number, bottomW: number, h: number, p: Palette) =>
  `<path d="M${cx - topW / 2} ${top} H${cx + topW / 2} L${cx + bottomW / 2} ${top + h} H${cx - bottomW / 2} Z" fill="${p.main}"/>
   <path d="M${cx - topW / 2 + 14} ${top + 10} H${cx - topW / 2 + 44} L${cx - bottomW / 2 + 46} ${top + h - 10} H${cx - bottomW / 2 + 16} Z" fill="${p.light}" opacity="0.5"/>
   <ellipse cx="${cx}" cy="${top + h}" rx="${bottomW / 2}" ry="${bottomW / 14}" fill="${p.deep}"/>`;

export function chandelier(p: Palette): string {
  // Hangs from the ceiling: no floor shadow. Arms curve from the body up to a cup under each shade.
  const outer = [-300, -150, 150, 300];
  const arms = outer
    .map((dx) => `<path d="M600 600 C${600 + dx * 0.3} 660 ${600 + dx} 660 ${600 + dx} 540" stroke="${NEUTRAL.metal}" stroke-width="14" fill="none"/>`)
    .join("");
  const lamps = [...outer, 0]
    .map((dx) => {
      const top = dx === 0 ? 330 : 400;
      return `${glow(600 + dx, top + 140, 80, 34)}${shade(600 + dx, top, 80, 150, 120, p)}${box(600 + dx - 24, top + 126, 48, 20, 10, NEUTRAL.metal)}`;
    })
    .join("");
  return `${box(590, -60, 20, 400, 6, NEUTRAL.metal)}
    ${box(590, 450, 20, 120, 6, NEUTRAL.metal)}
    ${arms}${lamps}
    <ellipse cx="600" cy="600" rx="70" ry="46" fill="${p.dark}"/><ellipse cx="600" cy="590" rx="50" ry="26" fill="${p.main}"/>
    <circle cx="600" cy="672" r="22" fill="${p.main}"/>`;
}

export function floorLamp(p: Palette): string {
  return `${floorShadow(360)}
    ${glow(600, 470, 230, 60)}
    ${box(592, 420, 16, 460, 8, NEUTRAL.metal)}
    <ellipse cx="600" cy="${FLOOR - 16}" rx="150" ry="28" fill="${NEUTRAL.metal}"/>
    <ellipse cx="600" cy="${FLOOR - 24}" rx="130" ry="18" fill="${NEUTRAL.metalLight}"/>
    ${shade(600, 170, 260, 380, 270, p)}`;
}

export function tableLamp(p: Palette): string {
  return `${box(280, 780, 640, 30, 10, NEUTRAL.wood)}${box(330, 810, 30, 90, 6, NEUTRAL.woodDark)}${box(840, 810, 30, 90, 6, NEUTRAL.woodDark)}
    ${floorShadow(640)}
    ${glow(600, 500, 200, 50)}
    <path d="M600 520 C470 560 470 740 540 780 H660 C730 740 730 560 600 520 Z" fill="${p.main}"/>
    <path d="M560 560 C500 610 505 720 545 760" stroke="${p.light}" stroke-width="18" fill="none" opacity="0.6" stroke-linecap="round"/>
    ${box(588, 440, 24, 90, 8, NEUTRAL.metal)}
    <path d="M470 250 H730 L800 470 H400 Z" fill="${NEUTRAL.linen}"/>
    <path d="M400 470 H800 L796 456 H404 Z" fill="${p.dark}"/>
    <path d="M470 250 H730 L734 266 H466 Z" fill="${p.dark}"/>`;
}
