// The Instagram card of /admin/settings, server side: what the card shows, and its two posts (save, fetch now), told
// apart from the site settings form by `intent`. A refused value comes back with what the owner typed; a fetch comes
// back with its outcome, so the card says what happened with JavaScript on or off.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { adminPaths } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { refusedInputField } from "~/utils/admin-forms.server";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";

type Scope = Pick<ActionFunctionArgs, "request" | "context">;

export const INSTAGRAM_INTENTS = ["instagram-save", "instagram-fetch"] as const;

export async function instagramCardData(scope: Scope, token: string) {
  return (await adminQuery(scope, token, AdminInstagramSettingsDocument, {})).adminInstagramSettings;
}


/** How many posts the form asks to keep: a whole number, else 0 (which the server refuses by field). */
const keepOf = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : 0);

export async function instagramAction(scope: Scope, token: string, form: FormData) {
  if (form.get("intent") === "instagram-fetch") {
    const { fetchInstagramPosts } = await adminMutation(scope, token, FetchInstagramPostsDocument, {});
    return { intent: "instagram-fetch" as const, ...fetchInstagramPosts, providerReason: fetchInstagramPosts.providerReason ?? null };
  }
  const typed = { enabled: form.get("enabled") === "on", userId: formText(form, "userId").slice(0, 64), keep: formText(form, "keep").slice(0, 8) };
  try {
    await adminMutation(scope, token, SaveInstagramSettingsDocument, {
      input: { enabled: typed.enabled, userId: typed.userId, keep: keepOf(typed.keep), accessToken: formText(form, "accessToken").slice(0, 4096) },
    });
  } catch (error) {
    const field = refusedInputField(error);
    if (!field) throw error;
    return data({ intent: "instagram-save" as const, field, typed }, { status: 400 });
  }
  const t = await remixI18n.getFixedT(localeFromRequest(scope.request), "admin");
  return redirect(`${adminPaths.settings}#instagram`, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
}

const AdminInstagramSettingsDocument = graphql(`
  query AdminInstagramSettings {
    adminInstagramSettings {
      enabled
      userId
      accessTokenSet
      keep
      storedPosts
      lastFetchAt
      lastOutcome
      lastReason
      tokenExpiresAt
      tokenRefusal
    }
  }
`);

const SaveInstagramSettingsDocument = graphql(`
  mutation SaveInstagramSettings($input: InstagramSettingsInput!) {
    saveInstagramSettings(input: $input) {
      enabled
    }
  }
`);

const FetchInstagramPostsDocument = graphql(`
  mutation FetchInstagramPosts {
    fetchInstagramPosts {
      outcome
      fetched
      providerReason
    }
  }
`);
