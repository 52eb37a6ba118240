// Blog views are tallied apart from the posts and folded in by housekeeping, so reading a post does not empty the
// public read cache. Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124233000BlogViewTally extends Migration {
  override up(): void {
    this.addSql(`create table "blog_post_view_tally" ("post_id" int not null, "views" int not null, constraint "blog_post_view_tally_pkey" primary key ("post_id"));`);
    this.addSql(
      `alter table "blog_post_view_tally" add constraint "blog_post_view_tally_post_id_foreign" foreign key ("post_id") references "blog_post" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "blog_post_view_tally" cascade;`);
  }
}
