// One language's search documents held in memory as an inverted index, so that a search finds and ranks its hits
// without the database: matching a common word in the GIN index and ranking every match cost the database time in
// proportion to the matches, several times what it costs here. The answer is the hit statement's own
// (search.service.ts): the same matches, ranked by the same ts_rank (ts-rank.ts), in the same order; a test holds the
// two to that over generated searches.
//
// Two views of the same postings: per lexeme, the documents holding it (to match), and per document, its lexemes
// with their positions (to rank). Lexemes are sorted by code point, PostgreSQL's own order, so a prefix is one range
// of them and a document's entries for an operand come in the order the database reads them.
import { Shelf } from "../../core/memory.js";
import { forEachInSlices, mapInSlices } from "../../core/slices.js";
import { compareCodePoints, addRanks, tsRank, type Matches } from "./ts-rank.js";
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

export class HitIndex {
  private constructor(
    private readonly lexemes: string[],
    /** Per lexeme, where its documents start in `postingDocument` (one more entry than lexemes). */
    private readonly postingStart: Int32Array,
    private readonly postingDocument: Int32Array,
    private readonly productIds: Int32Array,
    /** Per document, its place among all by (product sort, product id): the order of equal ranks. */
    private readonly tiePlace: Int32Array,
    /** The document at each such place. */
    private readonly byTiePlace: Int32Array,
    /** Per document, where its entries start (one more than documents); entries ascend by lexeme. */
    private readonly entryStart: Int32Array,
    private readonly entryLexeme: Int32Array,
    /** Per entry, where its positions start in `positions` (one more than entries). */
    positionStart: Int32Array,
    positions: Uint16Array,
  ) {
    this.scratch = { positions, start: positionStart, entry: new Int32Array(64), first: new Int32Array(16), operands: 0 };
  }

  /** The buffers a document's matches are gathered in, one search at a time (searches run one after another). */
  private readonly scratch: Matches & { entry: Int32Array; first: Int32Array };

  /**
   * The index of the given documents; null when one was stored without positions (ranking would need them). Built
   * in slices (core/slices.ts): requests are answered from the database meanwhile and should not wait on it.
   */
  static async build(rows: readonly DocumentRow[]): Promise<HitIndex | null> {
    const parsed = await mapInSlices(rows, (row) => parseVector(row.document));
    const lexemeSet = new Set<string>();
    let entryCount = 0;
    let positionCount = 0;
    for (const entries of parsed) {
      for (const entry of entries) {
        if (entry.positions.length === 0) return null;
        lexemeSet.add(entry.lexeme);
        positionCount += entry.positions.length;
      }
      entryCount += entries.length;
    }
    const lexemes = [...lexemeSet].sort(compareCodePoints);
    const lexemeIndex = new Map(lexemes.map((lexeme, i) => [lexeme, i]));

    const entryStart = new Int32Array(rows.length + 1);
    const entryLexeme = new Int32Array(entryCount);
    const positionStart = new Int32Array(entryCount + 1);
    const positions = new Uint16Array(positionCount);
    const postingCount = new Int32Array(lexemes.length + 1);
    let entry = 0;
    let position = 0;
    await forEachInSlices(parsed, (entries, document) => {
      entryStart[document] = entry;
      // The database's order is code point order, so these ascend; sorted anyway, the ranking depends on it.
      const ordered = entries.map((e) => ({ lexeme: lexemeIndex.get(e.lexeme)!, positions: e.positions })).sort((a, b) => a.lexeme - b.lexeme);
      for (const e of ordered) {
        entryLexeme[entry] = e.lexeme;
        positionStart[entry] = position;
        positions.set(e.positions, position);
        position += e.positions.length;
        postingCount[e.lexeme + 1]++;
        entry++;
      }
    });
    entryStart[rows.length] = entry;
    positionStart[entryCount] = position;

    const postingStart = new Int32Array(lexemes.length + 1);
    for (let i = 0; i < lexemes.length; i++) postingStart[i + 1] = postingStart[i] + postingCount[i + 1];
    const postingDocument = new Int32Array(entryCount);
    const filled = postingStart.slice(0, lexemes.length);
    for (let document = 0; document < rows.length; document++) {
      for (let e = entryStart[document]; e < entryStart[document + 1]; e++) postingDocument[filled[entryLexeme[e]]++] = document;
    }
    if (rows.length > MAX_DOCUMENTS) return null;
    const byTiePlace = Int32Array.from(rows.keys()).sort((a, b) => rows[a].productSort - rows[b].productSort || rows[a].productId - rows[b].productId);
    const tiePlace = new Int32Array(rows.length);
    byTiePlace.forEach((document, place) => (tiePlace[document] = place));
    return new HitIndex(
      lexemes,
      postingStart,
      postingDocument,
      Int32Array.from(rows, (row) => row.productId),
      tiePlace,
      byTiePlace,
      entryStart,
      entryLexeme,
      positionStart,
      positions,
    );
  }

  get documentCount(): number {
    return this.productIds.length;
  }

  /**
   * Recent searches' hits. They depend on the documents this index was built from, which never change under it: a
   * new version of the documents is a new index, whose shelf starts empty.
   */
  private readonly recent = new Shelf<readonly number[] | undefined>({
    maxBytes: RECENT_HITS_BYTES,
    bytesOf: (hits, key) => RECENT_ENTRY_BYTES + 2 * key.length + 8 * (hits?.length ?? 0),
  });

  /**
   * The matching products, best first (rank, then the product's sort, then its id), or undefined when the query
   * names one text both as a prefix and whole (the database keeps either, by an order this cannot follow). The
   * same words come again as the shopper pages, filters, sorts or moves from the suggestions to the search page,
   * and ranking a common word's thousands of hits each time would cost the process as much again.
   */
  hits(query: MemoryQuery): readonly number[] | undefined {
    const key = JSON.stringify(query);
    const kept = this.recent.peek(key);
    if (kept) return this.recent.get(key, THIS_INDEX);
    // Frozen: shared by every search of these words, and a frozen list's text is bound once (bound-parameters.ts).
    const ranked = this.rank(query);
    const hits = ranked && Object.freeze(ranked);
    this.recent.set(key, THIS_INDEX, hits);
    return hits;
  }

  private rank(query: MemoryQuery): number[] | undefined {
    const main = distinctOperands(query.words.flat());
    const whole = distinctOperands(query.whole);
    if (!main || !whole) return undefined;
    const matched = this.matching(query.words);
    if (matched.length === 0) return [];
    const mainRanges = main.map((operand) => this.range(operand));
    const wholeRanges = whole.map((operand) => this.range(operand));
    const top = query.words.length >= 2 ? "and" : "or";
    // One number per hit orders them: the rank's float4 bits (they order as the ranks do, ranks being positive)
    // above the place among equal ranks, reversed, so that a plain numeric sort puts the best last.
    const keys = new Float64Array(matched.length);
    for (let i = 0; i < matched.length; i++) {
      const document = matched[i];
      const rank = addRanks(tsRank(this.matches(document, mainRanges), top), tsRank(this.matches(document, wholeRanges), "or"));
      keys[i] = floatBits(rank) * TIE_PLACES + (TIE_PLACES - 1 - this.tiePlace[document]);
    }
    keys.sort();
    const ids = new Array<number>(keys.length);
    for (let i = 0; i < keys.length; i++) {
      const place = TIE_PLACES - 1 - (keys[keys.length - 1 - i] % TIE_PLACES);
      ids[i] = this.productIds[this.byTiePlace[place]];
    }
    return ids;
  }

  /** The documents every word matches through one of its operands, in index order. */
  private matching(words: Operand[][]): Int32Array {
    if (words.length === 0) return new Int32Array(0);
    const count = this.productIds.length;
    let all: Uint8Array | null = null;
    for (const operands of words) {
      const word = new Uint8Array(count);
      for (const operand of operands) {
        const [from, to] = this.range(operand);
        for (let p = this.postingStart[from]; p < this.postingStart[to]; p++) word[this.postingDocument[p]] = 1;
      }
      if (all) for (let d = 0; d < count; d++) all[d] &= word[d];
      else all = word;
    }
    let found = 0;
    for (let d = 0; d < count; d++) found += all![d];
    const matched = new Int32Array(found);
    for (let d = 0, i = 0; d < count; d++) if (all![d]) matched[i++] = d;
    return matched;
  }

  /** The lexemes an operand matches: [from, to) in lexeme order (one lexeme, or every one it is a prefix of). */
  private range(operand: Operand): [number, number] {
    const { lexemes } = this;
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(lexemes[middle], operand.text) < 0) low = middle + 1;
      else high = middle;
    }
    if (!operand.prefix) return lexemes[low] === operand.text ? [low, low + 1] : [low, low];
    let end = low;
    while (end < lexemes.length && lexemes[end].startsWith(operand.text)) end++;
    return [low, end];
  }

  /** The document's entries inside each operand range, in lexeme order, as ts-rank.ts reads them (reused buffers). */
  private matches(document: number, ranges: [number, number][]): Matches {
    const scratch = this.scratch;
    if (scratch.first.length < ranges.length + 1) scratch.first = new Int32Array(ranges.length * 2 + 1);
    const first = this.entryStart[document];
    const last = this.entryStart[document + 1];
    let found = 0;
    for (let i = 0; i < ranges.length; i++) {
      const [from, to] = ranges[i];
      scratch.first[i] = found;
      let low = first;
      let high = last;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.entryLexeme[middle] < from) low = middle + 1;
        else high = middle;
      }
      for (let e = low; e < last && this.entryLexeme[e] < to; e++) {
        if (found === scratch.entry.length) scratch.entry = growInt32(scratch.entry);
        scratch.entry[found++] = e;
      }
    }
    scratch.first[ranges.length] = found;
    scratch.operands = ranges.length;
    return scratch;
  }

}

/** The version of every recent hit kept by an index: the index itself. */
const THIS_INDEX = "";

/** What the kept hits of recent searches may take together: ids at 8 bytes, keys at 2 a character. */
const RECENT_HITS_BYTES = 2 * 1024 * 1024;
/** A kept search's own cost beside its key and ids (the map's entry, the two objects). */
const RECENT_ENTRY_BYTES = 200;

/** Places among equal ranks fit below a rank's 32 bits in a double's 53 (two million documents a language). */
const TIE_PLACES = 2 ** 21;
const MAX_DOCUMENTS = TIE_PLACES;

const FLOAT = new Float32Array(1);
const FLOAT_BITS = new Uint32Array(FLOAT.buffer);
/** A float4's bits as a whole number: for positive numbers they order as the numbers do. */
function floatBits(value: number): number {
  FLOAT[0] = value;
  return FLOAT_BITS[0];
}

function growInt32(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

/**
 * A query's operands as ts_rank counts them: sorted by code point and each text once; undefined when one text
 * comes both as a prefix and whole.
 */
function distinctOperands(operands: Operand[]): Operand[] | undefined {
  const byText = new Map<string, Operand>();
  for (const operand of operands) {
    const seen = byText.get(operand.text);
    if (seen && seen.prefix !== operand.prefix) return undefined;
    byText.set(operand.text, operand);
  }
  return [...byText.values()].sort((a, b) => compareCodePoints(a.text, b.text));
}
