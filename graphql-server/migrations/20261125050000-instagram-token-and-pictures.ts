// Instagram (module social): the last refusal to renew the access token (for the owner), and each post's username
// and its picture as the shop stores it. Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261125050000InstagramTokenAndPictures extends Migration {
  override up(): void {
    this.addSql(`alter table "instagram_fetch" add column "token_refusal" text null;`);
    this.addSql(`alter table "instagram_post" add column "username" varchar(30) null, add column "image" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "instagram_post" drop column "image", drop column "username";`);
    this.addSql(`alter table "instagram_fetch" drop column "token_refusal";`);
  }
}
