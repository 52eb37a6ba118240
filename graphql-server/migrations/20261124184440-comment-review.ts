// A comment an admin rejected keeps the moment of the rejection (waiting = neither approved nor rejected).
// Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124184440CommentReview extends Migration {
  override up(): void {
    this.addSql(`alter table "product_comment" add column "rejected_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "product_comment" drop column "rejected_at";`);
  }
}
