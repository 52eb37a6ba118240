// The site footer: benefits strip, guarantees (15-day free return, secure shopping), page links and contact.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BenefitsStrip } from "~/components/benefits-strip";
import { MailIcon, PhoneIcon, ReturnIcon, ShieldIcon } from "~/components/icons";
import { localizePath, type Locale } from "~/utils/locale";

interface SiteFooterProps {
  locale: Locale;
  shopName: string;
  pageLinks: { code: string; url: string; title: string }[];
  phone: string;
  email: string;
}

export function SiteFooter({ locale, shopName, pageLinks, phone, email }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <BenefitsStrip />
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-guarantees">
          <h2 id="footer-guarantees" className="site-footer__heading">
            {t("footer.guarantees")}
          </h2>
          <ul className="guarantees">
            <li>
              <ReturnIcon />
              <div>
                <strong>{t("footer.returnTitle")}</strong>
                <p>{t("footer.returnText")}</p>
              </div>
            </li>
            <li>
              <ShieldIcon />
              <div>
                <strong>{t("footer.secureTitle")}</strong>
                <p>{t("footer.secureText")}</p>
              </div>
            </li>
          </ul>
        </section>
        {pageLinks.length ? (
          <nav aria-labelledby="footer-pages">
            <h2 id="footer-pages" className="site-footer__heading">
              {t("footer.pages")}
            </h2>
            <ul className="site-footer__links site-footer__links--pages">
              {pageLinks.map((link) => {
                const href = localizePath(link.url, locale);
                return (
                  <li key={link.code}>
                    {href.startsWith("/") ? <Link to={href}>{link.title}</Link> : <a href={href}>{link.title}</a>}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        {phone || email ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              {t("footer.contact")}
            </h2>
            <ul className="site-footer__links site-footer__contact">
              {phone ? (
                <li>
                  <PhoneIcon />
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} dir="ltr">
                    {phone}
                  </a>
                </li>
              ) : null}
              {email ? (
                <li>
                  <MailIcon />
                  <a href={`mailto:${email}`} dir="ltr">
                    {email}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t("footer.copyright", { year: new Date().getFullYear(), shopName })}</p>
      </div>
    </footer>
  );
}
