// The back-in-stock mail, in the language the member asked in: the product's title in that language and a link to
// its page, absolute from the one public origin every mail builds its links from (a relative link is dead in a mail
// client).
import type { EntityManager } from "@mikro-orm/core";
import { sql, translationJoins } from "../../../core/db.js";
import { DEFAULT_LANGUAGE, translate } from "../../../core/i18n.js";
import { customerContact } from "../../customer/index.js";
import { shopLink, type Mail } from "../../mail/index.js";
import { escapeHtml as escape } from "../../../../shared/html.js";


/** The product page's address: the language prefix (none for the default language) and the seo link. */
function productUrl(language: string, seoLink: string): string {
  return shopLink(`${language === DEFAULT_LANGUAGE ? "" : `/${language}`}/${seoLink}`);
}

export async function stockAlertMail(
  em: EntityManager,
  { customerId, productId, language }: { customerId: number; productId: number; language: string },
): Promise<Mail | null> {
  const [contact, products] = await Promise.all([
    customerContact(em, customerId),
    sql<{ title: string; seo_link: string }>(
      em,
      `select coalesce(t.title, t0.title, p.name) as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link
         from product p ${translationJoins("product_translation", "t", "product_id", "p.id")} where p.id = ? and p.is_active`,
      [language, productId],
    ),
  ]);
  const product = products[0];
  if (!contact || !product) return null;
  const title = product.title;
  const url = productUrl(language, product.seo_link);
  const t = (key: string) => translate(language, "stock-alert", `mail.${key}`, { title, url, name: contact.firstName });
  const lines = [t("hello"), t("intro"), t("link"), t("note")];
  const dir = language === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(t("subject"))}</title></head>
<body style="font-family: sans-serif">
<p>${escape(t("hello"))}</p>
<p>${escape(t("intro"))}</p>
<p><a href="${escape(url)}">${escape(title)}</a></p>
<p>${escape(t("note"))}</p>
</body></html>`;
  return { to: contact.email, subject: t("subject"), text: lines.join("\n\n"), html };
}
