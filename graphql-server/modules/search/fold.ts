// How a word is folded for matching, the same for the search documents and for what shoppers type, so that any
// spelling of a word that a shopper would consider "the same" meets the same form:
// - case the Turkish way in both directions: I, İ, ı and i all become i (a shopper types "IKON" meaning "ikon",
//   and a brand written "Ikon" is read either way);
// - letters with marks lose them: ş ğ ü ö ç (Turkish typed on a keyboard without them), é, and Arabic tashkeel;
// - Arabic: alef/hamza seats become bare letters, taa marbuta → haa, alef maqsura → yaa, tatweel goes, and the
//   definite article (ال, with a leading و/ف and ب/ك/ل, or لل) is dropped when enough of a word remains;
// - Arabic-Indic digits become 0–9.
// Pure: the storefront could use it too.

const MARKS = /\p{M}/gu;
/** Letters that survive decomposition but mean the same as another one for search. */
const SAME_LETTER: Record<string, string> = {
  ı: "i",
  ٱ: "ا", // alef wasla
  ة: "ه", // taa marbuta
  ى: "ي", // alef maqsura
  ی: "ي", // Persian yeh, common on Persian keyboards
  ک: "ك", // Persian keheh
  ـ: "", // tatweel: only stretches a word
};
const SAME_LETTER_PATTERN = new RegExp(`[${Object.keys(SAME_LETTER).join("")}\u0660-\u0669]`, "gu");
const sameLetter = (c: string) => SAME_LETTER[c] ?? String(c.charCodeAt(0) - 0x0660);

/** The article alone needs two letters after it; with a leading conjunction/preposition, three (بالون stays). */
const ARTICLE = /^ال(?=\p{L}{2})|^(?:[وف]?[بك]?ال|[وف]?لل)(?=\p{L}{3})/u;

/** A word's folded form ("" when nothing of it is left, e.g. a lone tatweel). */
export function foldWord(word: string): string {
  const folded = word.normalize("NFD").replace(MARKS, "").toLocaleLowerCase("tr").replace(SAME_LETTER_PATTERN, sameLetter);
  return folded.replace(ARTICLE, "");
}

/** Words are letters (with their marks) and digits of any script; everything else separates them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text as written (NFC), in order. */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").match(WORD) ?? [];
}

/** The folded words of a text, space-separated: what the documents store for trigram matching and index as simple. */
export function foldText(text: string): string {
  return wordsOf(text)
    .map(foldWord)
    .filter((w) => w.length > 0)
    .join(" ");
}
