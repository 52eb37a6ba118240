// A wire-transfer bank account: bank, holder, branch, account number and the IBAN printed in groups of four, and,
// where the order's total is known, the exact amount to send (kuruş included: a transfer is matched by its amount).
import { useTranslation } from "react-i18next";
import { formatIban } from "~/domain/checkout-format";

export interface BankAccountData {
  id: number;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  iban: string;
  branch: string;
  currency: string;
}

export function BankAccountDetails({ account, amount }: { account: BankAccountData; amount?: string }) {
  const { t } = useTranslation("checkout");
  return (
    <dl className="bank-account">
      {amount ? (
        <div className="bank-account__amount">
          <dt>{t("payment.transferAmount")}</dt>
          <dd>
            <bdi className="money">{amount}</bdi>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t("payment.bank")}</dt>
        <dd className="bank-account__bank">{account.bankName}</dd>
      </div>
      <div>
        <dt>{t("payment.holder")}</dt>
        <dd>{account.accountHolder}</dd>
      </div>
      {account.branch ? (
        <div>
          <dt>{t("payment.branch")}</dt>
          <dd>{account.branch}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("payment.accountNumber")}</dt>
        <dd dir="ltr">{account.accountNumber}</dd>
      </div>
      <div>
        <dt>{t("payment.iban")}</dt>
        <dd dir="ltr" className="bank-account__iban">
          {formatIban(account.iban)}
        </dd>
      </div>
    </dl>
  );
}
