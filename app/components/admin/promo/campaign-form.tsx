// The campaign form: kind, names and descriptions per language, period, discount, cart conditions, coverage. A plain
// Remix form (works without JavaScript); with JavaScript it warns before leaving unsaved changes. Field messages
// are keyed by the server's field names (name_tr, startsAt, discount, …).
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { useUnsavedChangesWarning } from "~/components/admin/form-guards";
import type { CampaignFormQuery } from "~/graphql/generated/graphql";
import { CheckField, FieldGroup, FormProblems, SelectField, TextAreaField } from "./promo-fields";
import { shopDay } from "../../../../shared/shop-time";

export type CampaignValues = NonNullable<CampaignFormQuery["adminCampaign"]>;

export const CAMPAIGN_LANGUAGES = ["tr", "en", "ar"] as const;

/** Minor units as a money field shows them: Turkish notation without grouping (1250,50), which the form reads back. */
export const moneyText = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? "" : minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2).replace(".", ",");

/** The form's fields as text: a stored campaign's (or a new one's defaults). A refused post shows what was sent instead. */
export function campaignFields(campaign: CampaignValues | null): Record<string, string> {
  const fields: Record<string, string> = {
    kind: campaign?.kind ?? "PRICE",
    startsAt: campaign ? shopDay(campaign.startsAt) : "",
    endsAt: campaign ? shopDay(campaign.endsAt) : "",
    isActive: campaign?.isActive === false ? "" : "on",
    sort: String(campaign?.sort ?? 0),
    discountType: campaign?.discountPercent != null ? "percent" : campaign?.discountAmountMinor != null ? "amount" : campaign ? "none" : "percent",
    discountValue: campaign?.discountPercent != null ? String(campaign.discountPercent) : moneyText(campaign?.discountAmountMinor),
    minCartAmount: moneyText(campaign?.minCartAmountMinor),
    isFreeCargo: campaign?.isFreeCargo ? "on" : "",
    productIds: campaign?.productIds.join(", ") ?? "",
    categoryIds: campaign?.categoryIds.join(", ") ?? "",
  };
  for (const language of CAMPAIGN_LANGUAGES) {
    const text = campaign?.texts.find((x) => x.language === language);
    fields[`name_${language}`] = text?.name ?? "";
    fields[`description_${language}`] = text?.description ?? "";
  }
  return fields;
}

export function CampaignForm({ values, errors, message }: { values: Record<string, string>; errors: Record<string, string>; message?: string | null }) {
  const { t } = useTranslation("admin");
  const [dirty, setDirty] = useState(false);
  const submitting = useNavigation().state === "submitting";
  useUnsavedChangesWarning(dirty && !submitting, t("form.unsaved"));
  const v = (name: string) => values[name] ?? "";
  return (
    <Form method="post" className="admin-form" noValidate onChange={() => setDirty(true)}>
      <input type="hidden" name="intent" value="save" />
      <FormProblems message={message} />
      <FieldGroup legend={t("campaigns.texts")}>
        <SelectField
          name="kind"
          label={t("campaigns.kind")}
          defaultValue={v("kind")}
          options={[
            { value: "PRICE", label: t("campaigns.kinds.price") },
            { value: "CART", label: t("campaigns.kinds.cart") },
          ]}
          error={errors.kind}
        />
        {CAMPAIGN_LANGUAGES.map((language) => (
          <AdminField
            key={language}
            name={`name_${language}`}
            label={t("campaigns.nameIn", { language: t(`campaigns.languages.${language}`) })}
            defaultValue={v(`name_${language}`)}
            maxLength={255}
            required={language === "tr"}
            dir={language === "ar" ? "rtl" : "auto"}
            hint={language === "tr" ? t("campaigns.nameHint") : undefined}
            error={errors[`name_${language}`]}
          />
        ))}
        {CAMPAIGN_LANGUAGES.map((language) => (
          <TextAreaField
            key={language}
            name={`description_${language}`}
            label={t("campaigns.descriptionIn", { language: t(`campaigns.languages.${language}`) })}
            defaultValue={v(`description_${language}`)}
            maxLength={2000}
            dir={language === "ar" ? "rtl" : "auto"}
            error={errors[`description_${language}`]}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t("campaigns.period")}>
        <AdminField type="date" name="startsAt" label={t("campaigns.startsAt")} defaultValue={v("startsAt")} required error={errors.startsAt} />
        <AdminField type="date" name="endsAt" label={t("campaigns.endsAt")} defaultValue={v("endsAt")} required error={errors.endsAt} />
        <CheckField name="isActive" label={t("campaigns.isActive")} defaultChecked={v("isActive") === "on"} />
        <AdminField type="text" inputMode="numeric" name="sort" label={t("campaigns.sort")} defaultValue={v("sort")} step={1} error={errors.sort} />
      </FieldGroup>
      <FieldGroup legend={t("campaigns.discount")}>
        <SelectField
          name="discountType"
          label={t("campaigns.discountType")}
          defaultValue={v("discountType")}
          options={[
            { value: "percent", label: t("campaigns.percent") },
            { value: "amount", label: t("campaigns.amount") },
            { value: "none", label: t("campaigns.noDiscount") },
          ]}
        />
        <AdminField name="discountValue" label={t("campaigns.discountValue")} defaultValue={v("discountValue")} inputMode="decimal" dir="ltr" error={errors.discount} />
        <AdminField
          name="minCartAmount"
          label={t("campaigns.minCart")}
          defaultValue={v("minCartAmount")}
          inputMode="decimal"
          dir="ltr"
          hint={t("campaigns.cartOnly")}
          error={errors.minCartAmountMinor}
        />
        <CheckField name="isFreeCargo" label={t("campaigns.freeCargo")} hint={t("campaigns.cartOnly")} defaultChecked={v("isFreeCargo") === "on"} />
      </FieldGroup>
      <FieldGroup legend={t("campaigns.conditions")}>
        <AdminField name="productIds" label={t("campaigns.productIds")} defaultValue={v("productIds")} dir="ltr" hint={t("campaigns.idsHint")} error={errors.productIds} />
        <AdminField name="categoryIds" label={t("campaigns.categoryIds")} defaultValue={v("categoryIds")} dir="ltr" error={errors.categoryIds} />
      </FieldGroup>
      <div className="promo-actions">
        <button type="submit" className="admin-button admin-button--primary">
          {t("campaigns.save")}
        </button>
      </div>
    </Form>
  );
}
