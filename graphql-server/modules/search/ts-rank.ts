// PostgreSQL's ts_rank (default weights, no normalisation) computed in the process, for the search answered from
// memory (hit-index.ts): the same number, to the last bit of its float4, so hits come in the order the database
// would give them, ties included. PostgreSQL computes in C floats, rounding each float operation to single
// precision and some steps in double; every rounding is repeated here with Math.fround at the same step.
//
// A document's lexemes and a query's operands are compared the way PostgreSQL compares them: by UTF-8 bytes, which
// is code point order (compareCodePoints). A prefix operand (`lamp:*`) matches every lexeme it starts, so an operand
// has a list of matching entries, each with its positions.

const f = Math.fround;

/** Weights of D, C, B and A, as the float4 constants PostgreSQL ranks with. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];

/** A position packed as PostgreSQL packs it: the weight (A = 3 … D = 0) in the top two bits, the position below. */
export const packPosition = (position: number, weight: number) => (weight << 14) | position;
const weightOf = (packed: number) => WEIGHTS[packed >> 14];
const positionOf = (packed: number) => packed & 0x3fff;

/**
 * A document's entries that a query's operands match, without a list per document: operand i's entries are
 * `entry[first[i]] … entry[first[i + 1] - 1]`, and entry e's positions are `positions[start[e]] … positions[start[e + 1] - 1]`.
 */
export interface Matches {
  positions: ArrayLike<number>;
  start: ArrayLike<number>;
  entry: ArrayLike<number>;
  first: ArrayLike<number>;
  operands: number;
}

/** How near two words stand, as a factor (1 / (1.005 + 0.05 e^(d/1.5 − 2)); nothing beyond 100 words). */
function wordDistance(distance: number): number {
  return distance > 100 ? f(1e-30) : f(1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
}

/**
 * The rank of an OR query (or of a single operand): each matching entry's weighted occurrences, summed and divided
 * by the number of distinct operands.
 */
function rankOr({ positions, start, entry, first, operands }: Matches): number {
  let rank = 0;
  for (let i = 0; i < operands; i++) {
    for (let m = first[i]; m < first[i + 1]; m++) {
      const from = start[entry[m]];
      const to = start[entry[m] + 1];
      let sum = 0;
      let best = -1;
      let bestAt = 0;
      for (let j = 0; j < to - from; j++) {
        const weight = weightOf(positions[from + j]);
        sum = f(sum + f(weight / ((j + 1) * (j + 1))));
        if (weight > best) {
          best = weight;
          bestAt = j;
        }
      }
      const term = f(f(best + sum) - f(best / ((bestAt + 1) * (bestAt + 1))));
      rank = f(rank + term / 1.64493406685);
    }
  }
  return operands > 0 ? f(rank / operands) : rank;
}

/** Per operand, the last of its entries paired so far (−1: none yet); kept between calls, sized as needed. */
let lastEntry = new Int32Array(16);

/**
 * The rank of an AND query: every pair of positions of two different operands, nearer pairs counting more. As in
 * PostgreSQL, an operand with several matching entries (a prefix) pairs each of them with the last entry of each
 * operand before it. −1 when no pair was found.
 */
function rankAnd(matches: Matches): number {
  const { positions, start, entry, first, operands } = matches;
  if (operands < 2) return rankOr(matches);
  if (lastEntry.length < operands) lastEntry = new Int32Array(operands * 2);
  lastEntry.fill(-1, 0, operands);
  let rank = -1;
  for (let i = 0; i < operands; i++) {
    for (let m = first[i]; m < first[i + 1]; m++) {
      const own = entry[m];
      lastEntry[i] = own;
      for (let k = 0; k < i; k++) {
        const other = lastEntry[k];
        if (other < 0) continue;
        for (let l = start[own]; l < start[own + 1]; l++) {
          for (let p = start[other]; p < start[other + 1]; p++) {
            const distance = Math.abs(positionOf(positions[l]) - positionOf(positions[p]));
            if (distance === 0) continue;
            const weight = f(Math.sqrt(f(f(weightOf(positions[l]) * weightOf(positions[p])) * wordDistance(distance))));
            rank = rank < 0 ? weight : f(1 - (1 - rank) * (1 - weight));
          }
        }
      }
    }
  }
  return rank;
}

/**
 * ts_rank(document, query) for a query whose top operator is `and` (two words or more) or not (`or`: one word's
 * alternatives, or a single operand); `matches` holds the distinct operands in code point order.
 */
export function tsRank(matches: Matches, top: "and" | "or"): number {
  if (matches.operands === 0) return 0;
  const rank = top === "and" ? rankAnd(matches) : rankOr(matches);
  return rank < 0 ? f(1e-20) : rank;
}

/** The sum of two ranks as PostgreSQL adds two float4s. */
export const addRanks = (a: number, b: number) => f(a + b);

/**
 * Compares two strings by code point (the order of their UTF-8 bytes, which is PostgreSQL's order of lexemes); plain
 * `<` compares UTF-16 units and puts letters above U+E000 after the surrogates of letters beyond U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codeUnitRank(x) - codeUnitRank(y);
  }
  return a.length - b.length;
}

/** Surrogates moved above U+E000–U+FFFF, where the code points they encode belong. */
const codeUnitRank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);
