// Colours a drawing is painted with, all derived from one product colour, so every drawing tints the same way: the
// colour itself for the main surfaces, darker and lighter shades for depth, and a soft background that stays visibly
// different from the colour even when the colour is pale (cream, beige).

export interface Palette {
  main: string;
  /** Sides and shadows of coloured surfaces. */
  dark: string;
  /** Deep folds and gaps. */
  deep: string;
  /** Highlights and tops of coloured surfaces. */
  light: string;
  background: string;
}

/** Shared neutrals: wood, metal, porcelain, glow. */
export const NEUTRAL = {
  wood: "#a47b55",
  woodDark: "#7a5636",
  metal: "#5f6368",
  metalLight: "#9aa0a6",
  white: "#fbfaf7",
  linen: "#eee8dc",
  glow: "#fff2b8",
  leaf: "#5f8f5a",
  leafDark: "#3f6b3c",
} as const;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** `from` moved the share `t` (0–1) towards `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return hex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb);
}

/** Relative luminance (0 black – 1 white), enough to tell pale colours from dark ones. */
function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const PAPER = "#f6f3ee";
/** Pale colours would vanish on their own tint: they stand on a cool grey instead. */
const PALE_BACKDROP = "#d9dee4";

export function palette(colour: string): Palette {
  const pale = luminance(colour) > 0.6;
  return {
    main: colour,
    dark: mix(colour, "#000000", 0.22),
    deep: mix(colour, "#000000", 0.42),
    light: mix(colour, "#ffffff", pale ? 0.45 : 0.25),
    background: pale ? mix(PALE_BACKDROP, PAPER, 0.35) : mix(colour, PAPER, 0.86),
  };
}
