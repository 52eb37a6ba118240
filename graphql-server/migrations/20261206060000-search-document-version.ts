// The search documents' own version (search/hit-indexes.ts): a one-row counter and a trigger on `search_document`
// that moves it once per writing transaction, at its commit. Deferred to the commit like the shop's read version:
// the row lock is then the transaction's last act, so two admins saving products never wait on each other's
// counter mid-transaction or deadlock on it.
import { Migration } from "@mikro-orm/migrations";
import { versionCounter } from "./version-counter.js";

export class Migration20261206060000SearchDocumentVersion extends Migration {
  override up(): void {
    for (const statement of versionCounter("search_document_version")) this.addSql(statement);
    this.addSql(`create constraint trigger search_document_version_bump after insert or update or delete on "search_document"
      deferrable initially deferred for each row execute function search_document_version_bump();`);
  }

  override down(): void {
    this.addSql(`drop trigger search_document_version_bump on "search_document";`);
    this.addSql(`drop function search_document_version_bump();`);
    this.addSql(`drop table "search_document_version";`);
  }
}
