// Product gallery: a CSS scroll-snap track (swipe on phones, dots below), thumbnails, an optional video slide first,
// a magnifier on desktop (glass sized by app/domain/magnifier.ts) and a full-screen <dialog> on click. Without
// JavaScript thumbnails and dots are anchor links to the slides and a click opens the big image.
import { useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/icons";
import { magnifierView } from "~/domain/magnifier";
import { NO_IMAGE } from "~/utils/catalog";
import { useHydrated } from "~/utils/use-hydrated";

export interface GalleryImage {
  id: number;
  small: string;
  medium: string;
  big: string;
  alt: string;
}

type Lens = { index: number; view: ReturnType<typeof magnifierView> };

// The first slide is the page's main image, so the browser should fetch it before the rest. React 18 does not know
// the camel-case fetchPriority prop and warns about it, but passes a lower-case attribute through unchanged. The type
// is spelled out here because React's own types only list the camel-case name.
const HIGH_FETCH_PRIORITY: Record<"fetchpriority", "high"> = { fetchpriority: "high" };

export function ProductGallery({ images, video, title }: { images: GalleryImage[]; video?: string | null; title: string }) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const fullscreen = useRef<HTMLDialogElement>(null);
  const [active, setActive] = useState(0);
  const [lens, setLens] = useState<Lens | null>(null);

  const shown = images.length ? images : [{ id: 0, small: NO_IMAGE, medium: NO_IMAGE, big: NO_IMAGE, alt: title }];
  const offset = video ? 1 : 0;
  const count = shown.length + offset;

  const goTo = (index: number) => {
    const slide = track.current?.children[index] as HTMLElement | undefined;
    // Scroll the track only (not the page); logical inline offset works in both directions.
    if (slide && track.current) track.current.scrollTo({ left: slide.offsetLeft - track.current.offsetLeft, behavior: "smooth" });
    setActive(index);
  };

  const onScroll = () => {
    const element = track.current;
    if (!element) return;
    setActive(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };

  const onMove = (event: MouseEvent<HTMLImageElement>, index: number) => {
    if (!window.matchMedia("(hover: hover) and (min-width: 768px)").matches) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setLens({ index, view: magnifierView(event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height) });
  };

  const slideLabel = (index: number) => t("gallery.slide", { index: index + 1, total: count });

  return (
    <div className="gallery">
      <div className="gallery__main">
        <div className="gallery__track" ref={track} onScroll={hydrated ? onScroll : undefined}>
          {video ? (
            <div className="gallery__slide gallery__slide--video" id="gallery-slide-1" aria-label={t("gallery.video")}>
              <div className="gallery__video" dangerouslySetInnerHTML={{ __html: video }} />
            </div>
          ) : null}
          {shown.map((image, i) => {
            const index = i + offset;
            return (
              <div className="gallery__slide" id={`gallery-slide-${index + 1}`} key={image.id || i}>
                <a
                  href={image.big}
                  className="gallery__zoom"
                  aria-label={t("gallery.open", { index: index + 1 })}
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    setLens(null);
                    fullscreen.current?.showModal();
                    requestAnimationFrame(() =>
                      fullscreen.current?.querySelector(`#gallery-full-${index + 1}`)?.scrollIntoView({ inline: "start", block: "nearest" }),
                    );
                  }}
                >
                  <img
                    src={image.medium}
                    alt={image.alt || title}
                    width="600"
                    height="600"
                    loading={index === 0 ? "eager" : "lazy"}
                    {...(index === 0 ? HIGH_FETCH_PRIORITY : {})}
                    onMouseMove={hydrated ? (event) => onMove(event, index) : undefined}
                    onMouseLeave={() => setLens(null)}
                  />
                  {lens && lens.index === index ? (
                    <span
                      className="gallery__lens"
                      aria-hidden="true"
                      style={{
                        inlineSize: lens.view.size,
                        blockSize: lens.view.size,
                        left: lens.view.left,
                        top: lens.view.top,
                        backgroundImage: `url("${image.big}")`,
                        backgroundSize: `${lens.view.backgroundWidth}px ${lens.view.backgroundHeight}px`,
                        backgroundPosition: `${lens.view.backgroundX}px ${lens.view.backgroundY}px`,
                      }}
                    />
                  ) : null}
                </a>
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <ol className="gallery__dots" aria-label={t("gallery.pagination")}>
            {Array.from({ length: count }, (_, index) => (
              <li key={index}>
                <a
                  href={`#gallery-slide-${index + 1}`}
                  aria-label={slideLabel(index)}
                  aria-current={index === active ? "true" : undefined}
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    goTo(index);
                  }}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("gallery.thumbnails")}>
          {video ? (
            <li>
              <a
                href="#gallery-slide-1"
                className="gallery__thumb gallery__thumb--video"
                aria-current={active === 0 ? "true" : undefined}
                onClick={(event) => {
                  if (hydrated) {
                    event.preventDefault();
                    goTo(0);
                  }
                }}
              >
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
                  aria-current={index === active ? "true" : undefined}
                  onMouseEnter={hydrated ? () => goTo(index) : undefined}
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    goTo(index);
                  }}
                >
                  <img src={image.small} alt="" width="150" height="150" loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Always in the page: the enhancement script opens it when React does not run (app/enhance/gallery.ts). */}
      <dialog
        ref={fullscreen}
        className="gallery-fullscreen"
        aria-label={t("gallery.fullscreen")}
        onClick={(event) => {
          if (event.target === event.currentTarget) fullscreen.current?.close();
        }}
      >
        <button type="button" className="icon-button gallery-fullscreen__close" aria-label={t("gallery.close")} onClick={() => fullscreen.current?.close()}>
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
