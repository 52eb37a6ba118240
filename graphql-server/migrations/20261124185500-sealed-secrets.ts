// Stored secrets are sealed (core/secret-box.ts, docs/decisions/058): the admins' TOTP secrets grow to hold the sealed
// text, and the ones already stored in plain are sealed in place. The payment methods' keys need nothing here: a plain
// value in a method's settings is still read, and the settings page stores what it is given sealed.
import { Migration } from "@mikro-orm/migrations";
import { isSealed } from "../core/secret-box.js";
import { sealTotpSecret } from "../modules/admin/totp-secret.js";

export class Migration20261124185500SealedSecrets extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "admin_user" alter column "totp_secret" type varchar(255) using ("totp_secret"::varchar(255));`);
    const rows = await this.execute(`select "id", "totp_secret" from "admin_user" where "totp_secret" is not null`);
    for (const row of rows) {
      const secret = String(row.totp_secret);
      if (!isSealed(secret)) await this.execute(`update "admin_user" set "totp_secret" = ? where "id" = ?`, [sealTotpSecret(secret), row.id]);
    }
  }

  override down(): void {
    // Sealed secrets do not fit the old width: the second factors are switched off rather than cut.
    this.addSql(`update "admin_user" set "totp_secret" = null, "totp_enabled_at" = null where length("totp_secret") > 64;`);
    this.addSql(`alter table "admin_user" alter column "totp_secret" type varchar(64) using ("totp_secret"::varchar(64));`);
  }
}
