// One language's search documents held in memory as an inverted index: the shop's one search engine for words that
// are in the catalogue. The database stems the words (its to_tsvector made the documents, its to_tsquery the
// operands); matching and ranking happen here, so a search costs the same whatever the catalogue's size does to the
// database's plans, and a common word's thousands of hits are ranked without a statement.
//
// The rank is the shop's own rule, not the database's:
// - every word must match, as one of its forms (its stem, its folded form, a synonym; each as a prefix);
// - a hit scores, for each word, the weight of the best field it matched in (title and barcode over brand and
//   category over the site-search words), and the same again where the word stands whole (`pamuk` ranks
//   "Pamuk Havlu" above "Pamuklu Nevresim");
// - equal scores keep the shop's own order: the product's sort, then its id.
// tests/domain/search-rank.test.ts holds the index to that rule.
import { Shelf } from "../../core/memory.js";
import { forEachInSlices, mapInSlices } from "../../core/slices.js";
import { parseVector, type Operand } from "./ts-text.js";

export interface DocumentRow {
  productId: number;
  productSort: number;
  /** The tsvector as PostgreSQL prints it. */
  document: string;
}

/** A search as the memory index takes it: the words (each one of its alternatives must match) and the words whole. */
export interface MemoryQuery {
  /** Per word its operands (stem, folded, synonyms); a word whose operands were all stop words is left out. */
  words: Operand[][];
  /** The typed words, folded, as whole-word operands: the rank's bonus for holding a word whole. */
  whole: Operand[];
}

/**
 * What a place in each field of a document is worth (the weight letters search.service gives the fields): the
 * title and barcode (A), the brand and category path (B), the site-search words (C). D, unused by the documents,
 * counts as C.
 */
export const FIELD_WEIGHTS: Record<string, number> = { A: 4, B: 2, C: 1, D: 1 };
const weightOf = (letter: string | undefined) => FIELD_WEIGHTS[letter ?? "D"];

export class HitIndex {
  private constructor(
    /** Every lexeme once, sorted: a prefix's lexemes are one range of them. */
    private readonly lexemes: string[],
    /** Per lexeme, where its documents start in `postingDocument` (one more entry than lexemes). */
    private readonly postingStart: Int32Array,
    private readonly postingDocument: Int32Array,
    /** Per posting, the weight of the best field the lexeme stands in in that document. */
    private readonly postingWeight: Uint8Array,
    private readonly productIds: Int32Array,
    /** Per document, its place among all by (product sort, product id): the order of equal scores. */
    private readonly tiePlace: Int32Array,
    /** The document at each such place. */
    private readonly byTiePlace: Int32Array,
  ) {}

  /**
   * The index of the given documents. Built in slices (core/slices.ts), so that the requests arriving meanwhile are
   * answered between them.
   */
  static async build(rows: readonly DocumentRow[]): Promise<HitIndex> {
    const parsed = await mapInSlices(rows, (row) => parseVector(row.document, weightOf));
    const lexemeSet = new Set<string>();
    let postingTotal = 0;
    for (const entries of parsed) {
      for (const entry of entries) lexemeSet.add(entry.lexeme);
      postingTotal += entries.length;
    }
    const lexemes = [...lexemeSet].sort();
    const lexemeIndex = new Map(lexemes.map((lexeme, i) => [lexeme, i]));

    const postingStart = new Int32Array(lexemes.length + 1);
    for (const entries of parsed) for (const entry of entries) postingStart[lexemeIndex.get(entry.lexeme)! + 1]++;
    for (let i = 0; i < lexemes.length; i++) postingStart[i + 1] += postingStart[i];
    const postingDocument = new Int32Array(postingTotal);
    const postingWeight = new Uint8Array(postingTotal);
    const filled = postingStart.slice(0, lexemes.length);
    await forEachInSlices(parsed, (entries, document) => {
      for (const entry of entries) {
        const at = filled[lexemeIndex.get(entry.lexeme)!]++;
        postingDocument[at] = document;
        postingWeight[at] = entry.weight;
      }
    });
    const byTiePlace = Int32Array.from(rows.keys()).sort((a, b) => rows[a].productSort - rows[b].productSort || rows[a].productId - rows[b].productId);
    const tiePlace = new Int32Array(rows.length);
    byTiePlace.forEach((document, place) => (tiePlace[document] = place));
    return new HitIndex(lexemes, postingStart, postingDocument, postingWeight, Int32Array.from(rows, (row) => row.productId), tiePlace, byTiePlace);
  }

  get documentCount(): number {
    return this.productIds.length;
  }

  /**
   * Recent searches' hits. They depend on the documents this index was built from, which never change under it: a
   * new version of the documents is a new index, whose shelf starts empty.
   */
  private readonly recent = new Shelf<readonly number[]>({
    maxBytes: RECENT_HITS_BYTES,
    bytesOf: (hits, key) => RECENT_ENTRY_BYTES + 2 * key.length + 8 * hits.length,
  });

  /**
   * The matching products, best first (score, then the product's sort, then its id). The same words come again as
   * the shopper pages, filters, sorts or moves from the suggestions to the search page: kept, they are not ranked
   * again.
   */
  hits(query: MemoryQuery): readonly number[] {
    const key = JSON.stringify(query);
    const kept = this.recent.get(key, THIS_INDEX);
    if (kept) return kept;
    // Frozen: shared by every search of these words, and a frozen list's text is bound once (bound-parameters.ts).
    const hits = Object.freeze(this.rank(query));
    this.recent.set(key, THIS_INDEX, hits);
    return hits;
  }

  private rank(query: MemoryQuery): number[] {
    const count = this.productIds.length;
    if (query.words.length === 0) return [];
    const score = new Uint16Array(count);
    const wordsMatched = new Uint8Array(count);
    for (const operands of query.words) {
      const best = this.bestWeights(operands);
      for (let d = 0; d < count; d++) {
        if (best[d] === 0) continue;
        score[d] += best[d];
        wordsMatched[d]++;
      }
    }
    const matched: number[] = [];
    for (let d = 0; d < count; d++) if (wordsMatched[d] === query.words.length) matched.push(d);
    if (matched.length === 0) return [];
    for (const operand of query.whole) {
      const best = this.bestWeights([operand]);
      for (const d of matched) score[d] += best[d];
    }
    // One number per hit orders them: the score above the place among equal scores, reversed, so that a plain
    // numeric sort puts the best last.
    const keys = new Float64Array(matched.length);
    for (let i = 0; i < matched.length; i++) {
      const document = matched[i];
      keys[i] = score[document] * TIE_PLACES + (TIE_PLACES - 1 - this.tiePlace[document]);
    }
    keys.sort();
    const ids = new Array<number>(keys.length);
    for (let i = 0; i < keys.length; i++) {
      const place = TIE_PLACES - 1 - (keys[keys.length - 1 - i] % TIE_PLACES);
      ids[i] = this.productIds[this.byTiePlace[place]];
    }
    return ids;
  }

  /** Per document, the weight of the best field any of the operands matched in (0: none matched). */
  private bestWeights(operands: Operand[]): Uint8Array {
    const best = new Uint8Array(this.productIds.length);
    for (const operand of operands) {
      const [from, to] = this.range(operand);
      for (let p = this.postingStart[from]; p < this.postingStart[to]; p++) {
        const document = this.postingDocument[p];
        if (this.postingWeight[p] > best[document]) best[document] = this.postingWeight[p];
      }
    }
    return best;
  }

  /** The lexemes an operand matches: [from, to) in lexeme order (one lexeme, or every one it is a prefix of). */
  private range(operand: Operand): [number, number] {
    const { lexemes } = this;
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (lexemes[middle] < operand.text) low = middle + 1;
      else high = middle;
    }
    if (!operand.prefix) return lexemes[low] === operand.text ? [low, low + 1] : [low, low];
    let end = low;
    while (end < lexemes.length && lexemes[end].startsWith(operand.text)) end++;
    return [low, end];
  }
}

/** The version of every recent hit kept by an index: the index itself. */
const THIS_INDEX = "";

/** What the kept hits of recent searches may take together: ids at 8 bytes, keys at 2 a character. */
const RECENT_HITS_BYTES = 2 * 1024 * 1024;
/** A kept search's own cost beside its key and ids (the map's entry, the two objects). */
const RECENT_ENTRY_BYTES = 200;

/** Places among equal scores fit below a score (at most 8 a word, 6 words) in a double's 53 bits. */
const TIE_PLACES = 2 ** 32;
