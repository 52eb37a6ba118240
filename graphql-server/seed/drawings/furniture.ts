// Furniture drawings: front views with a little depth from darker sides, coloured upholstery or panels and wooden or
// metal legs.
import { NEUTRAL, type Palette } from "./palette.js";
import { FLOOR, box, floorShadow, leg } from "./shapes.js";

export function sofa(p: Palette): string {
  const cushions = [0, 1, 2].map((i) => box(292 + i * 208, 388, 200, 230, 46, p.main) + box(300 + i * 208, 398, 184, 40, 20, p.light, 'opacity="0.55"')).join("");
  const seats = [0, 1, 2].map((i) => box(292 + i * 208, 612, 200, 86, 30, p.light)).join("");
  return `${floorShadow(860)}
    ${leg(262, 820, 34, NEUTRAL.woodDark)}${leg(904, 820, 34, NEUTRAL.woodDark)}
    ${box(266, 360, 668, 300, 56, p.dark)}${cushions}
    ${box(232, 640, 736, 190, 44, p.dark)}${seats}
    ${box(186, 520, 132, 310, 56, p.main)}${box(882, 520, 132, 310, 56, p.main)}
    ${box(196, 526, 112, 34, 17, p.light, 'opacity="0.6"')}${box(892, 526, 112, 34, 17, p.light, 'opacity="0.6"')}`;
}

export function armchair(p: Palette): string {
  const wings = `<path d="M392 330 C392 250 430 220 600 220 C770 220 808 250 808 330 V640 H392 Z" fill="${p.dark}"/>`;
  return `${floorShadow(560)}
    ${leg(412, 800, 34, NEUTRAL.wood, FLOOR, -14)}${leg(754, 800, 34, NEUTRAL.wood, FLOOR, 14)}
    ${wings}
    <path d="M440 300 C440 262 470 250 600 250 C730 250 760 262 760 300 V620 H440 Z" fill="${p.main}"/>
    ${box(454, 270, 292, 40, 20, p.light, 'opacity="0.5"')}
    ${box(386, 600, 428, 210, 40, p.dark)}
    ${box(440, 590, 320, 90, 30, p.light)}
    ${box(350, 470, 110, 330, 50, p.main)}${box(740, 470, 110, 330, 50, p.main)}
    ${box(360, 478, 90, 30, 15, p.light, 'opacity="0.6"')}${box(750, 478, 90, 30, 15, p.light, 'opacity="0.6"')}`;
}

export function diningTable(p: Palette): string {
  return `${floorShadow(880)}
    ${leg(236, 600, 46, p.dark)}${leg(918, 600, 46, p.dark)}
    ${leg(330, 590, 36, p.deep, 840)}${leg(834, 590, 36, p.deep, 840)}
    <path d="M270 500 H930 L1030 580 H170 Z" fill="${p.light}"/>
    ${box(170, 578, 860, 40, 8, p.main)}
    ${box(250, 618, 700, 26, 4, p.dark)}
    <ellipse cx="600" cy="532" rx="110" ry="22" fill="${NEUTRAL.white}"/>
    <path d="M530 470 C540 520 660 520 670 470 Z" fill="${NEUTRAL.white}"/>
    <circle cx="575" cy="462" r="26" fill="#e0a040"/><circle cx="622" cy="458" r="24" fill="#c0564a"/>`;
}

export function chair(p: Palette): string {
  return `${floorShadow(420)}
    ${box(430, 250, 34, 650, 10, NEUTRAL.woodDark)}${box(736, 250, 34, 650, 10, NEUTRAL.woodDark)}
    ${box(440, 270, 320, 200, 36, p.main)}${box(456, 282, 288, 34, 17, p.light, 'opacity="0.6"')}
    ${box(464, 490, 272, 18, 9, NEUTRAL.wood)}
    ${leg(446, 640, 34, NEUTRAL.wood, FLOOR, -10)}${leg(720, 640, 34, NEUTRAL.wood, FLOOR, 10)}
    ${box(410, 600, 380, 64, 26, p.dark)}${box(410, 584, 380, 48, 24, p.main)}
    ${box(480, 760, 240, 16, 8, NEUTRAL.woodDark)}`;
}

export function bed(p: Palette): string {
  return `${floorShadow(900)}
    ${box(220, 300, 760, 420, 70, p.main)}
    ${[0, 1, 2, 3].map((i) => box(262 + i * 172, 340, 160, 260, 40, p.light, 'opacity="0.45"')).join("")}
    ${box(180, 600, 840, 110, 24, NEUTRAL.white)}
    ${box(300, 530, 250, 110, 50, NEUTRAL.white)}${box(650, 530, 250, 110, 50, NEUTRAL.white)}
    ${box(312, 546, 226, 20, 10, NEUTRAL.linen)}${box(662, 546, 226, 20, 10, NEUTRAL.linen)}
    ${box(170, 660, 860, 90, 30, p.light)}${box(170, 660, 860, 20, 10, NEUTRAL.white, 'opacity="0.5"')}
    ${box(180, 740, 840, 90, 18, p.dark)}
    ${leg(210, 830, 40, NEUTRAL.woodDark)}${leg(950, 830, 40, NEUTRAL.woodDark)}`;
}

export function wardrobe(p: Palette): string {
  const door = (x: number) =>
    `${box(x, 230, 250, 520, 10, p.main)}${box(x + 22, 252, 206, 476, 6, p.light, 'opacity="0.35"')}`;
  return `${floorShadow(640)}
    ${box(328, 200, 544, 30, 6, p.dark)}
    ${box(340, 226, 520, 640, 10, p.dark)}
    ${door(346)}${door(604)}
    ${box(584, 420, 12, 110, 6, NEUTRAL.metal)}${box(604, 420, 12, 110, 6, NEUTRAL.metal)}
    ${box(346, 760, 508, 96, 10, p.main)}${box(560, 798, 80, 14, 7, NEUTRAL.metal)}
    ${leg(356, 866, 40, NEUTRAL.woodDark)}${leg(804, 866, 40, NEUTRAL.woodDark)}
    <path d="M360 ${FLOOR - 34} h480" stroke="${p.deep}" stroke-width="4" opacity="0.4"/>`;
}
