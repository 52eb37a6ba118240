// The coupon form: code, discount, period, cart amount range, gift-certificate member and usage limits. A new
// coupon's form can instead make a batch of codes with the same conditions (its own submit button). A plain Remix
// form; with JavaScript it warns before leaving unsaved changes.
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { useUnsavedChangesWarning } from "~/components/admin/form-guards";
import type { CouponFormQuery } from "~/graphql/generated/graphql";
import { moneyText } from "~/components/admin/promo/campaign-form";
import { CheckField, FieldGroup, FormProblems, SelectField } from "~/components/admin/promo/promo-fields";
import { shopDay } from "../../../shared/shop-time";

export type CouponValues = NonNullable<CouponFormQuery["adminCoupon"]>;

/** The form's fields as text: a stored coupon's (or a new one's defaults). A refused post shows what was sent instead. */
export function couponFields(coupon: CouponValues | null): Record<string, string> {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return {
    code: coupon?.code ?? "",
    discountType: coupon?.discountAmountMinor != null ? "amount" : "percent",
    discountValue: coupon?.discountPercent != null ? String(coupon.discountPercent) : moneyText(coupon?.discountAmountMinor),
    startsAt: coupon ? shopDay(coupon.startsAt) : "",
    endsAt: coupon ? shopDay(coupon.endsAt) : "",
    isActive: coupon?.isActive === false ? "" : "on",
    minCartAmount: moneyText(coupon?.minCartAmountMinor),
    maxCartAmount: moneyText(coupon?.maxCartAmountMinor),
    customerId: text(coupon?.customerId),
    maxUses: text(coupon?.maxUses),
    maxUsesPerShopper: text(coupon?.maxUsesPerShopper),
    prefix: "",
    count: "",
  };
}

export function CouponForm({ values, errors, message, isNew }: { values: Record<string, string>; errors: Record<string, string>; message?: string | null; isNew: boolean }) {
  const { t } = useTranslation("admin");
  const [dirty, setDirty] = useState(false);
  const submitting = useNavigation().state === "submitting";
  useUnsavedChangesWarning(dirty && !submitting, t("form.unsaved"));
  const v = (name: string) => values[name] ?? "";
  return (
    <Form method="post" className="admin-form" noValidate onChange={() => setDirty(true)}>
      <FormProblems message={message} />
      <FieldGroup legend={isNew ? t("coupons.single") : t("coupons.code")}>
        <AdminField name="code" label={t("coupons.code")} defaultValue={v("code")} maxLength={64} dir="ltr" autoCapitalize="characters" hint={t("coupons.codeHint")} error={errors.code} />
        <CheckField name="isActive" label={t("campaigns.isActive")} defaultChecked={v("isActive") === "on"} />
      </FieldGroup>
      <FieldGroup legend={t("campaigns.discount")}>
        <SelectField
          name="discountType"
          label={t("campaigns.discountType")}
          defaultValue={v("discountType")}
          options={[
            { value: "percent", label: t("campaigns.percent") },
            { value: "amount", label: t("campaigns.amount") },
          ]}
        />
        <AdminField name="discountValue" label={t("campaigns.discountValue")} defaultValue={v("discountValue")} inputMode="decimal" dir="ltr" error={errors.discount} />
      </FieldGroup>
      <FieldGroup legend={t("campaigns.period")}>
        <AdminField type="date" name="startsAt" label={t("campaigns.startsAt")} defaultValue={v("startsAt")} required error={errors.startsAt} />
        <AdminField type="date" name="endsAt" label={t("campaigns.endsAt")} defaultValue={v("endsAt")} required error={errors.endsAt} />
      </FieldGroup>
      <FieldGroup legend={t("campaigns.conditions")}>
        <AdminField name="minCartAmount" label={t("coupons.minCart")} defaultValue={v("minCartAmount")} inputMode="decimal" dir="ltr" error={errors.minCartAmountMinor} />
        <AdminField name="maxCartAmount" label={t("coupons.maxCart")} defaultValue={v("maxCartAmount")} inputMode="decimal" dir="ltr" error={errors.maxCartAmountMinor} />
        <AdminField name="customerId" label={t("coupons.customerId")} defaultValue={v("customerId")} inputMode="numeric" dir="ltr" hint={t("coupons.customerHint")} error={errors.customerId} />
        <AdminField name="maxUses" label={t("coupons.maxUses")} defaultValue={v("maxUses")} inputMode="numeric" dir="ltr" hint={t("coupons.limitHint")} error={errors.maxUses} />
        <AdminField name="maxUsesPerShopper" label={t("coupons.maxUsesPerShopper")} defaultValue={v("maxUsesPerShopper")} inputMode="numeric" dir="ltr" hint={t("coupons.limitHint")} error={errors.maxUsesPerShopper} />
      </FieldGroup>
      <div className="promo-actions">
        <button type="submit" name="intent" value="save" className="admin-button admin-button--primary">
          {isNew ? t("coupons.create") : t("campaigns.save")}
        </button>
      </div>
      {isNew ? (
        <FieldGroup legend={t("coupons.batch")}>
          <p className="admin-field__hint promo-group__fields--wide">{t("coupons.batchHint")}</p>
          <AdminField name="prefix" label={t("coupons.prefix")} defaultValue={v("prefix")} maxLength={20} dir="ltr" error={errors.prefix} />
          <AdminField name="count" label={t("coupons.count")} defaultValue={v("count")} inputMode="numeric" dir="ltr" error={errors.count} />
          <div className="promo-actions">
            <button type="submit" name="intent" value="generate" className="admin-button">
              {t("coupons.generate")}
            </button>
          </div>
        </FieldGroup>
      ) : null}
    </Form>
  );
}
