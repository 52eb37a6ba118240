// Synonym groups per language: a searched word also finds what the other words of its group find ("couch" finds
// sofas, "kanepe" finds koltuklar). Queries are expanded, not documents, so a change needs no reindexing.
// Each node keeps the groups in memory for a short while (a search would otherwise pay one more round trip); the
// node that replaces them forgets its copy at once, other nodes within SYNONYM_CACHE_MS.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { rows, sql } from "../../core/database.js";
import { foldWord, wordsOf } from "./fold.js";
import { searchDatabase as db } from "./search.database.js";

export const SYNONYM_CACHE_MS = 30_000;

/** A synonym word: one word (letters and digits), as the admin wrote it. */
const synonymWord = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((w) => wordsOf(w).length === 1 && wordsOf(w)[0] === w.normalize("NFC") && foldWord(w).length > 0, "one word");
export const synonymGroupsInput = z.array(z.array(synonymWord).min(2).max(20)).max(500);

export interface SynonymGroup {
  id: number;
  language: string;
  words: string[];
}

/** The groups of a language (all languages when omitted), in the order they were written. */
export async function listSynonyms(em: EntityManager, language?: string): Promise<SynonymGroup[]> {
  return rows(
    em,
    db
      .selectFrom("search_synonym")
      .select(["id", "language", "words"])
      .$if(!!language, (q) => q.where("language", "=", language!))
      .orderBy("language")
      .orderBy("id"),
  );
}

/** Replaces all groups of a language in one transaction; other searches see either the old or the new groups. */
export async function replaceSynonyms(em: EntityManager, language: string, groups: string[][]): Promise<SynonymGroup[]> {
  const valid = synonymGroupsInput.parse(groups);
  await em.transactional(async (tx) => {
    await rows(tx, db.deleteFrom("search_synonym").where("language", "=", language));
    if (valid.length) await rows(tx, db.insertInto("search_synonym").values(valid.map((words) => ({ language, words, updated_at: sql<Date>`now()` }))));
  });
  forgetSynonyms(em);
  return listSynonyms(em, language);
}

/** Folded word → the folded words of its groups (itself included), per language. */
type SynonymIndex = Map<string, Map<string, string[]>>;

/** One cache per database (the driver object is shared by all EntityManagers of one ORM). */
const caches = new WeakMap<object, { index: Promise<SynonymIndex>; loadedAt: number }>();

function forgetSynonyms(em: EntityManager): void {
  caches.delete(em.getDriver());
}

async function loadIndex(em: EntityManager): Promise<SynonymIndex> {
  const index: SynonymIndex = new Map();
  for (const group of await listSynonyms(em)) {
    const words = [...new Set(group.words.map(foldWord))];
    const byWord = index.get(group.language) ?? new Map<string, string[]>();
    for (const word of words) byWord.set(word, [...new Set([...(byWord.get(word) ?? []), ...words])]);
    index.set(group.language, byWord);
  }
  return index;
}

function synonymIndex(em: EntityManager): Promise<SynonymIndex> {
  const key = em.getDriver();
  const cached = caches.get(key);
  if (cached && Date.now() - cached.loadedAt < SYNONYM_CACHE_MS) return cached.index;
  const entry = { index: loadIndex(em.fork()), loadedAt: Date.now() };
  // A failed load is not kept: the next search tries again.
  entry.index.catch(() => caches.delete(key));
  caches.set(key, entry);
  return entry.index;
}

/**
 * The other words (folded) a folded search word stands for. Shoppers type inflected words ("kanepeler",
 * "sofas"), so a word also counts when it starts with a synonym of four letters or more and adds at most four
 * letters to it (a suffix); shorter synonyms must match whole.
 */
export async function synonymsOf(em: EntityManager, language: string, folded: string): Promise<string[]> {
  const byWord = (await synonymIndex(em)).get(language);
  if (!byWord) return [];
  const found = new Set<string>();
  for (const [word, group] of byWord) {
    const inflected = word.length >= 4 && folded.startsWith(word) && folded.length - word.length <= 4;
    if (word === folded || inflected) for (const other of group) if (other !== word) found.add(other);
  }
  found.delete(folded);
  return [...found];
}
