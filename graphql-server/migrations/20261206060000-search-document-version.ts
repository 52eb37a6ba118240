// The search documents' own version (search/hit-indexes.ts): a one-row counter and a trigger on `search_document`
// that moves it once per writing transaction, at its commit. Deferred to the commit like the shop's read version:
// the row lock is then the transaction's last act, so two admins saving products never wait on each other's
// counter mid-transaction or deadlock on it.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261206060000SearchDocumentVersion extends Migration {
  override up(): void {
    this.addSql(`create table "search_document_version" ("id" smallint not null, "version" bigint not null default 0, constraint "search_document_version_pkey" primary key ("id"));`);
    this.addSql(`insert into "search_document_version" ("id", "version") values (1, 0);`);
    this.addSql(`create function search_document_version_bump() returns trigger language plpgsql as $$
      begin
        if current_setting('shop.search_document_version_bumped', true) is distinct from 'yes' then
          perform set_config('shop.search_document_version_bumped', 'yes', true);
          -- The shop's read version first, as every writing transaction takes it: one order of locks, no deadlock.
          -- (The shop makes that table at each start, after migrating: a seed before it has none to lock.)
          if to_regclass('read_version') is not null then
            execute 'select 1 from read_version where id = 1 for update';
          end if;
          update search_document_version set version = version + 1 where id = 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger search_document_version_bump after insert or update or delete on "search_document"
      deferrable initially deferred for each row execute function search_document_version_bump();`);
  }

  override down(): void {
    this.addSql(`drop trigger search_document_version_bump on "search_document";`);
    this.addSql(`drop function search_document_version_bump();`);
    this.addSql(`drop table "search_document_version";`);
  }
}
