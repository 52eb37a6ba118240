// The product's sort order on its search documents, so that a search ranks its hits without looking each product
// up; the documents already there take their product's value.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261202120000SearchDocumentSort extends Migration {
  override up(): void {
    this.addSql(`alter table "search_document" add column "product_sort" int not null default 0;`);
    this.addSql(`update "search_document" d set "product_sort" = p."sort" from "product" p where p."id" = d."product_id" and p."sort" <> 0;`);
  }

  override down(): void {
    this.addSql(`alter table "search_document" drop column "product_sort";`);
  }
}
