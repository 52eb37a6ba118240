// Share links for twelve networks: plain links with the page URL encoded, no third-party scripts.
import { useTranslation } from "react-i18next";
import { SHARE_NETWORKS, shareUrl } from "~/domain/share-links";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title" className="share__title">
        {t("share.title")}
      </h2>
      <ul className="share__list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              className={`share__link share__link--${network}`}
              href={shareUrl(network, url, title)}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t("share.on", { network: t(`share.networks.${network}`) })}
            >
              {t(`share.networks.${network}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
