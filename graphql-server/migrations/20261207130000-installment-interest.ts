// The installment interest becomes a line of the order's totals (decision 094): every order's totals get the line
// (0 where nothing was charged above the total), and a card order charged more than its grand total gets the
// difference as its interest, its VAT split as at placing, and the charged amount as its grand total — so the
// orders placed before this show, count and refund what the card was charged.
import { Migration } from "@mikro-orm/migrations";
import { withInstallmentInterest } from "../modules/cart/index.js";

export class Migration20261207130000InstallmentInterest extends Migration {
  override async up(): Promise<void> {
    const charged = await this.execute(
      `select "id", "totals", "charged_minor" from "shop_order" where "charged_minor" is not null and "charged_minor" > "grand_total_minor"`,
    );
    for (const row of charged) {
      const totals = typeof row.totals === "string" ? JSON.parse(row.totals) : row.totals;
      const withInterest = withInstallmentInterest({ ...totals, installmentInterestMinor: 0 }, Number(row.charged_minor));
      await this.execute(`update "shop_order" set "totals" = ?::jsonb, "grand_total_minor" = ? where "id" = ?`, [
        JSON.stringify(withInterest),
        withInterest.grandTotalMinor,
        row.id,
      ]);
    }
    await this.execute(
      `update "shop_order" set "totals" = "totals" || '{"installmentInterestMinor": 0}'::jsonb where "totals"->'installmentInterestMinor' is null`,
    );
  }

  override async down(): Promise<void> {
    // The grand total goes back to what it was before the interest and the line leaves the totals; the VAT lines keep
    // the interest's share, as they cannot tell it apart any more.
    await this.execute(
      `update "shop_order" set "grand_total_minor" = "grand_total_minor" - ("totals"->>'installmentInterestMinor')::bigint,
              "totals" = jsonb_set("totals" - 'installmentInterestMinor', '{grandTotalMinor}',
                                   to_jsonb(("totals"->>'grandTotalMinor')::bigint - ("totals"->>'installmentInterestMinor')::bigint))
        where "totals"->'installmentInterestMinor' is not null`,
    );
  }
}
