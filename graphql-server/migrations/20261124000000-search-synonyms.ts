// Search synonyms (docs/decisions/029) and folded search documents. The synonym groups are everyday words of a home
// and furniture shop in tr, en and ar; the admin replaces them. The old documents are dropped because they lack the
// folded words: the shop rebuilds missing documents when it starts (search.service `rebuildMissingSearchDocuments`).
import { Migration } from "@mikro-orm/migrations";

const GROUPS: Record<string, string[][]> = {
  tr: [
    ["koltuk", "kanepe", "çekyat"],
    ["gardırop", "dolap"],
    ["halı", "kilim"],
    ["sandalye", "iskemle"],
    ["yatak", "şilte"],
    ["havlu", "peşkir"],
    ["avize", "sarkıt"],
  ],
  en: [
    ["sofa", "couch", "settee"],
    ["wardrobe", "closet", "armoire"],
    ["rug", "carpet"],
    ["duvet", "comforter"],
    ["curtain", "drape"],
    ["mattress", "bed"],
  ],
  ar: [
    ["كنبة", "أريكة", "صوفا"],
    ["خزانة", "دولاب"],
    ["سجادة", "بساط"],
    ["طاولة", "منضدة"],
    ["كرسي", "مقعد"],
    ["ستارة", "برداية"],
  ],
};

export class Migration20261124000000SearchSynonyms extends Migration {
  override up(): void {
    this.addSql(`create table "search_synonym" ("id" serial primary key, "language" varchar(8) not null, "words" text[] not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "search_synonym_language_index" on "search_synonym" ("language");`);
    for (const [language, groups] of Object.entries(GROUPS)) {
      for (const words of groups) {
        // Literal values: migrations run as plain SQL text; these are fixed words without quotes.
        this.addSql(`insert into "search_synonym" ("language", "words", "updated_at") values ('${language}', array[${words.map((w) => `'${w}'`).join(", ")}], now());`);
      }
    }
    this.addSql(`delete from "search_document";`);
  }

  override down(): void {
    this.addSql(`drop table if exists "search_synonym" cascade;`);
  }
}
