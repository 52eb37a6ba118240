// Reads the text form PostgreSQL prints a tsvector and a one-operand tsquery in, for the search answered from memory
// (hit-index.ts). Lexemes are quoted, with ' and \ doubled inside; a tsvector entry's positions follow a colon, each
// a number with its weight letter (none for D).
import { packPosition } from "./ts-rank.js";

export interface VectorEntry {
  lexeme: string;
  /** Packed positions (ts-rank.ts packPosition); empty for an entry stored without positions. */
  positions: number[];
}

const WEIGHT_LETTERS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A quoted lexeme starting at `start` (the opening quote): its text and the index after the closing quote. */
function quoted(text: string, start: number): { value: string; end: number } {
  if (text[start] !== "'") throw new Error(`tsvector text: a lexeme expected at ${start}`);
  let value = "";
  let i = start + 1;
  for (;;) {
    if (i >= text.length) throw new Error("tsvector text: an unterminated lexeme");
    const c = text[i];
    if (c === "\\") {
      value += text[i + 1] ?? "";
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] !== "'") return { value, end: i + 1 };
      value += "'";
      i += 2;
    } else {
      value += c;
      i += 1;
    }
  }
}

/** The entries of a tsvector's text, in the order PostgreSQL keeps them (its lexeme order). */
export function parseVector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === " ") {
      i++;
      continue;
    }
    const { value, end } = quoted(text, i);
    i = end;
    const positions: number[] = [];
    if (text[i] === ":") {
      i++;
      for (;;) {
        let position = 0;
        const from = i;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) position = position * 10 + text.charCodeAt(i++) - 48;
        if (i === from) throw new Error("tsvector text: a position expected");
        const weight = WEIGHT_LETTERS[text[i]];
        if (weight !== undefined) i++;
        positions.push(packPosition(position, weight ?? 0));
        if (text[i] !== ",") break;
        i++;
      }
    }
    entries.push({ lexeme: value, positions });
  }
  return entries;
}

export interface Operand {
  text: string;
  prefix: boolean;
}

/**
 * The operand of a tsquery that holds exactly one (`'lamba':*`), `null` for an empty query (a stop word), or
 * `undefined` for anything else (several lexemes, phrase operators, weights): the search then asks the database.
 */
export function parseSingleOperand(text: string): Operand | null | undefined {
  if (text.trim() === "") return null;
  if (!text.startsWith("'")) return undefined;
  const { value, end } = quoted(text, 0);
  const rest = text.slice(end);
  if (rest === "") return { text: value, prefix: false };
  if (rest === ":*") return { text: value, prefix: true };
  return undefined;
}
