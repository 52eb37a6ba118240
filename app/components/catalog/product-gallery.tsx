// Product gallery: a CSS scroll-snap track (swipe on phones, dots below), thumbnails, an optional video slide first,
// a magnifier on desktop and a full-screen <dialog> on click. Without JavaScript thumbnails and dots are anchor links
// to the slides and a click opens the big image; with it, app/enhance/gallery.ts does the rest, the same code the
// pages React does not hydrate run.
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/icons";
import { enhanceGallery } from "~/enhance/gallery";
import { NO_IMAGE } from "~/utils/catalog";
import { useEnhancer } from "~/utils/use-enhancer";

export interface GalleryImage {
  id: number;
  small: string;
  medium: string;
  big: string;
  alt: string;
}

// The first slide is the page's main image, so the browser should fetch it before the rest. React 18 does not know
// the camel-case fetchPriority prop and warns about it, but passes a lower-case attribute through unchanged. The type
// is spelled out here because React's own types only list the camel-case name.
const HIGH_FETCH_PRIORITY: Record<"fetchpriority", "high"> = { fetchpriority: "high" };

export function ProductGallery({ images, video, title }: { images: GalleryImage[]; video?: string | null; title: string }) {
  const { t } = useTranslation("catalog");
  const shown = images.length ? images : [{ id: 0, small: NO_IMAGE, medium: NO_IMAGE, big: NO_IMAGE, alt: title }];
  const offset = video ? 1 : 0;
  const count = shown.length + offset;
  // Other pictures (another product, another colour) are new markup: the enhancer is attached to it again.
  const gallery = useEnhancer<HTMLDivElement>(enhanceGallery, [shown.map((image) => image.medium).join(" "), video]);

  const slideLabel = (index: number) => t("gallery.slide", { index: index + 1, total: count });

  return (
    <div className="gallery" ref={gallery}>
      <div className="gallery__main">
        <div className="gallery__track">
          {video ? (
            <div className="gallery__slide gallery__slide--video" id="gallery-slide-1" aria-label={t("gallery.video")}>
              <div className="gallery__video" dangerouslySetInnerHTML={{ __html: video }} />
            </div>
          ) : null}
          {shown.map((image, i) => {
            const index = i + offset;
            return (
              <div className="gallery__slide" id={`gallery-slide-${index + 1}`} key={image.id || i}>
                <a href={image.big} className="gallery__zoom" aria-label={t("gallery.open", { index: index + 1 })}>
                  <img
                    src={image.medium}
                    alt={image.alt || title}
                    width="600"
                    height="600"
                    loading={index === 0 ? "eager" : "lazy"}
                    {...(index === 0 ? HIGH_FETCH_PRIORITY : {})}
                  />
                </a>
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <ol className="gallery__dots" aria-label={t("gallery.pagination")}>
            {Array.from({ length: count }, (_, index) => (
              <li key={index}>
                <a href={`#gallery-slide-${index + 1}`} aria-label={slideLabel(index)} aria-current={index === 0 ? "true" : undefined} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("gallery.thumbnails")}>
          {video ? (
            <li>
              <a href="#gallery-slide-1" className="gallery__thumb gallery__thumb--video" aria-current="true">
                ▶<span className="visually-hidden">{t("gallery.video")}</span>
              </a>
            </li>
          ) : null}
          {shown.map((image, i) => {
            const index = i + offset;
            return (
              <li key={image.id || i}>
                <a
                  href={`#gallery-slide-${index + 1}`}
                  className="gallery__thumb"
                  aria-label={slideLabel(index)}
                  aria-current={index === 0 ? "true" : undefined}
                >
                  <img src={image.small} alt="" width="150" height="150" loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      <dialog className="gallery-fullscreen" aria-label={t("gallery.fullscreen")}>
        <button type="button" className="icon-button gallery-fullscreen__close" aria-label={t("gallery.close")}>
          <CloseIcon />
        </button>
        <div className="gallery-fullscreen__track">
          {shown.map((image, i) => (
            <figure key={image.id || i} id={`gallery-full-${i + offset + 1}`}>
              <img src={image.big} alt={image.alt || title} loading="lazy" />
            </figure>
          ))}
        </div>
      </dialog>
    </div>
  );
}
