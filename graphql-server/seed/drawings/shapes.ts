// Small SVG pieces the drawings share. Every drawing is on a 1200 × 1200 canvas and stands on the floor line.

/** The floor line every drawing stands on. */
export const FLOOR = 900;

/** A soft shadow on the floor under an object `width` wide, centred on x. */
export const floorShadow = (width: number, cx = 600, y = FLOOR) =>
  `<ellipse cx="${cx}" cy="${y}" rx="${width / 2}" ry="${Math.max(18, width / 22)}" fill="#000" opacity="0.09"/>`;

/** A rounded rectangle. */
export const box = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/** A tapered leg from (x, top) to the floor, `w` wide at the top. */
export const leg = (x: number, top: number, w: number, fill: string, bottom = FLOOR, splay = 0) =>
  `<path d="M${x} ${top} H${x + w} L${x + w * 0.75 + splay} ${bottom} H${x + w * 0.25 + splay} Z" fill="${fill}"/>`;
