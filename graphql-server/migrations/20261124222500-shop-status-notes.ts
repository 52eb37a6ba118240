// The shop's own notes in order histories are message keys, shown in the reader's language: the one written as
// English text until now becomes its key. Rows with an admin hold what the admin typed and are left alone.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124222500ShopStatusNotes extends Migration {
  override up(): void {
    this.addSql(`update "order_status_history" set "note" = 'return_requested' where "note" = 'return requested' and "admin_id" is null;`);
  }

  override down(): void {
    this.addSql(`update "order_status_history" set "note" = 'return requested' where "note" = 'return_requested' and "admin_id" is null;`);
  }
}
