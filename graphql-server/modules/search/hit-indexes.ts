// Each language's HitIndex for one database, kept while the documents stay as they were (core/kept-snapshot.ts:
// `search_document_version` moves at the commit of every write to them), and the query operands as the database
// stems them.
import type { EntityManager } from "@mikro-orm/core";
import { BoundArray } from "../../core/bound-parameters.js";
import { rows, sql } from "../../core/database.js";
import { sql as rawSql, textSearchConfig } from "../../core/db.js";
import { KeptSnapshot } from "../../core/kept-snapshot.js";
import type { MemoScope } from "../../core/public-data-memo.js";
import { HitIndex, type MemoryQuery } from "./hit-index.js";
import { searchDatabase as db } from "./search.database.js";
import { parseOperands, type Operand } from "./ts-text.js";

/** Parsed query operands kept per database (a word's stem never changes); beyond this many the oldest go. */
const MAX_PARSED = 10_000;

/** The words of a search as the query builds them: the stemmer's form, the folded form and its synonyms. */
export interface SearchWord {
  stem: string;
  folded: string;
  synonyms: string[];
}

/** `word:*` — except single letters, which would match nearly every document as a prefix. */
export const prefixOperand = (word: string) => (word.length > 1 ? `${word}:*` : word);

export class HitIndexes {
  private readonly languages = new Map<string, KeptSnapshot<HitIndex>>();
  /** `config \0 operand text` → the lexemes to_tsquery made of it (none for a stop word). */
  private readonly parsed = new Map<string, Operand[]>();

  constructor(private readonly root: EntityManager) {}

  /**
   * The language's index, current for what `scope` may see: loaded first when there is none, or when the documents
   * changed since (every search after a write waits for that one load, and then finds what was written).
   */
  async current(scope: MemoScope & { language: string }): Promise<HitIndex> {
    const { language } = scope;
    let snapshot = this.languages.get(language);
    if (!snapshot) {
      snapshot = new KeptSnapshot(this.root, "search_document_version", (em) => loadIndex(em, language), `search documents (${language})`);
      this.languages.set(language, snapshot);
    }
    return snapshot.requiredFor(scope);
  }

  /** The search as the memory index takes it, with each operand as the database's to_tsquery stems it. */
  async query(em: EntityManager, language: string, words: SearchWord[]): Promise<MemoryQuery> {
    const config = textSearchConfig(language);
    const wanted = words.map((word) => ({
      alternatives: [
        ...(config === "simple" ? [] : [{ config, text: prefixOperand(word.stem) }]),
        ...[word.folded, ...word.synonyms].map((text) => ({ config: "simple", text: prefixOperand(text) })),
      ],
      whole: { config: "simple", text: word.folded },
    }));
    await this.parse(em, wanted.flatMap((word) => [...word.alternatives, word.whole]));
    const parsedOf = (request: { config: string; text: string }) => this.parsed.get(keyOf(request.config, request.text)) ?? [];
    return {
      words: wanted.map((word) => word.alternatives.flatMap(parsedOf)).filter((operands) => operands.length > 0),
      whole: wanted.flatMap((word) => parsedOf(word.whole)),
    };
  }

  /** Asks the database for the operands not parsed before, in one statement. */
  private async parse(em: EntityManager, requests: { config: string; text: string }[]): Promise<void> {
    const missing = [...new Map(requests.filter((r) => !this.parsed.has(keyOf(r.config, r.text))).map((r) => [keyOf(r.config, r.text), r])).values()];
    if (missing.length === 0) return;
    // Raw, typed at its edge: no table, the database's parser over the requests unnested with their positions.
    const parsed = await rawSql<{ n: number; query: string }>(
      em,
      `select x.n, to_tsquery(x.config::regconfig, x.text)::text as query
         from unnest(?::text[], ?::text[]) with ordinality as x(config, text, n)`,
      [new BoundArray(missing.map((r) => r.config)), new BoundArray(missing.map((r) => r.text))],
    );
    for (const row of parsed) {
      const request = missing[row.n - 1];
      if (this.parsed.size >= MAX_PARSED) this.parsed.delete(this.parsed.keys().next().value!);
      this.parsed.set(keyOf(request.config, request.text), parseOperands(row.query));
    }
  }

}

const keyOf = (config: string, text: string) => `${config}\u0000${text}`;

async function loadIndex(em: EntityManager, language: string): Promise<HitIndex> {
  const documents = await rows(
    em,
    db
      .selectFrom("search_document")
      .select(["product_id as productId", "product_sort as productSort", sql<string>`document::text`.as("document")])
      .where("language", "=", language)
      .orderBy("product_id"),
  );
  return HitIndex.build(documents);
}

/** One set of indexes per database (the driver object is shared by all EntityManagers of one ORM). */
const byDatabase = new WeakMap<object, HitIndexes>();

export function hitIndexesOf(em: EntityManager): HitIndexes {
  const key = em.getDriver();
  let indexes = byDatabase.get(key);
  if (!indexes) {
    indexes = new HitIndexes(em.fork());
    byDatabase.set(key, indexes);
  }
  return indexes;
}
