// Reads the text form PostgreSQL prints a tsvector and a tsquery in, for the search answered from memory
// (hit-index.ts): the database stems the words, the process keeps and ranks them. Lexemes are quoted, with ' and \
// doubled inside; a tsvector entry's positions follow a colon, each a number with its weight letter (none for D).

export interface VectorEntry {
  lexeme: string;
  /** The weight of the best field the lexeme stands in (hit-index.ts FIELD_WEIGHTS). */
  weight: number;
}

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

/** The entries of a tsvector's text, each lexeme once with the weight of its best position. */
export function parseVector(text: string, weightOf: (letter: string | undefined) => number): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === " ") {
      i++;
      continue;
    }
    const { value, end } = quoted(text, i);
    i = end;
    // An entry stored without positions stands nowhere in particular: the lowest weight.
    let weight = weightOf(undefined);
    if (text[i] === ":") {
      i++;
      for (;;) {
        const from = i;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
        if (i === from) throw new Error("tsvector text: a position expected");
        const letter = /[ABCD]/.test(text[i] ?? "") ? text[i++] : undefined;
        weight = Math.max(weight, weightOf(letter));
        if (text[i] !== ",") break;
        i++;
      }
    }
    entries.push({ lexeme: value, weight });
  }
  return entries;
}

export interface Operand {
  text: string;
  prefix: boolean;
}

/**
 * The operands of a tsquery's text (`'lamba':*`), whatever joins them; none for an empty query (a stop word). One
 * word gives one operand, unless the parser cut it (letters with marks it does not take for letters): then several.
 */
export function parseOperands(text: string): Operand[] {
  const operands: Operand[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "'") continue;
    const { value, end } = quoted(text, i);
    const prefix = text.startsWith(":*", end);
    operands.push({ text: value, prefix });
    i = prefix ? end + 1 : end - 1;
  }
  return operands;
}
