// One bank account's form on the settings page (or the empty one that adds an account): bank, branch, holder,
// account number, IBAN, currency, order, active; a stored account has a delete that asks first (the server keeps
// an account orders name and only deactivates it). A plain post: works without JavaScript.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { ConfirmButton } from "~/components/admin/form-guards";

export const BANK_ACCOUNT_FIELDS = ["bankName", "branch", "accountHolder", "accountNumber", "iban", "currency", "sort", "isActive"] as const;

export interface BankAccountFormProps {
  id: number | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  orderCount: number;
  onChange: () => void;
}

export function BankAccountForm({ id, values, errors, orderCount, onChange }: BankAccountFormProps) {
  const { t } = useTranslation("admin");
  const field = (name: (typeof BANK_ACCOUNT_FIELDS)[number]) => ({ name, defaultValue: values[name] ?? "", error: errors[name], label: t(`bankAccounts.field.${name}`) });
  return (
    <Form method="post" className="admin-form admin-fieldset" onChange={onChange} aria-label={id ? values.bankName : t("bankAccounts.add")}>
      {id ? <input type="hidden" name="id" value={id} /> : <h2 className="admin-field__label">{t("bankAccounts.add")}</h2>}
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <div className="admin-grid">
        <AdminField {...field("bankName")} required maxLength={128} />
        <AdminField {...field("branch")} maxLength={128} />
        <AdminField {...field("accountHolder")} required maxLength={255} />
        <AdminField {...field("accountNumber")} maxLength={64} dir="ltr" />
        <AdminField {...field("iban")} hint={t("bankAccounts.hint.iban")} required maxLength={42} dir="ltr" autoComplete="off" spellCheck={false} />
        <AdminField {...field("currency")} maxLength={3} dir="ltr" />
        <AdminField {...field("sort")} inputMode="numeric" dir="ltr" />
      </div>
      <label className="admin-check">
        <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} />
        {t("bankAccounts.field.isActive")}
      </label>
      {orderCount > 0 ? <p className="admin-muted">{t("bankAccounts.orders", { count: orderCount })}</p> : null}
      <div className="admin-actions">
        <button type="submit" name="intent" value="save" className="admin-button admin-button--primary">
          {id ? t("bankAccounts.save") : t("bankAccounts.add")}
        </button>
        {id ? (
          <ConfirmButton name="intent" value="delete" formNoValidate className="admin-button admin-button--danger" question={t("form.confirmDelete")}>
            {t("bankAccounts.delete")}
          </ConfirmButton>
        ) : null}
      </div>
    </Form>
  );
}
