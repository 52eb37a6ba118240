// The product gallery's behaviour: thumbnails and dots scroll the track (not the page) and follow it, a thumbnail
// shows its slide on hover, a click on the image opens the full-screen dialog, and on a desktop a magnifier glass
// follows the pointer (sized by app/domain/magnifier.ts). Without JavaScript the same links jump to the slides and
// open the big image. ProductGallery attaches this same code when React renders it.
import { magnifierView } from "../domain/magnifier";

export function enhanceGallery(gallery: HTMLElement): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const track = gallery.querySelector<HTMLElement>(".gallery__track");
  const dialog = gallery.querySelector<HTMLDialogElement>("dialog.gallery-fullscreen");
  if (!track) return () => controller.abort();
  const markers = [...gallery.querySelectorAll<HTMLAnchorElement>(".gallery__dots a, .gallery__thumb")];
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, listener, { signal, passive: type === "scroll" });

  const mark = (index: number) => {
    for (const marker of markers) {
      if (marker.hash === `#gallery-slide-${index + 1}`) marker.setAttribute("aria-current", "true");
      else marker.removeAttribute("aria-current");
    }
  };
  const shownIndex = () => Math.round(Math.abs(track.scrollLeft) / track.clientWidth) || 0;
  const goTo = (index: number) => {
    const slide = track.children[index] as HTMLElement | undefined;
    // The track's own scroll, so the page stays where it is; offsetLeft works in both directions.
    if (slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: "smooth" });
    mark(index);
  };
  const indexOf = (marker: HTMLAnchorElement) => Number(marker.hash.replace("#gallery-slide-", "")) - 1;

  // Markup React re-rendered for other pictures may still mark the slide the previous ones showed.
  mark(shownIndex());
  for (const marker of markers) {
    on(marker, "click", (event) => {
      event.preventDefault();
      goTo(indexOf(marker));
    });
    if (marker.classList.contains("gallery__thumb")) on(marker, "mouseenter", () => goTo(indexOf(marker)));
  }
  on(track, "scroll", () => mark(shownIndex()));

  for (const zoom of track.querySelectorAll<HTMLAnchorElement>(".gallery__zoom")) {
    const slideIndex = [...track.children].indexOf(zoom.closest(".gallery__slide")!);
    on(zoom, "click", (event) => {
      if (!dialog) return;
      event.preventDefault();
      zoom.querySelector(".gallery__lens")?.remove();
      dialog.showModal();
      requestAnimationFrame(() => dialog.querySelector(`#gallery-full-${slideIndex + 1}`)?.scrollIntoView({ inline: "start", block: "nearest" }));
    });
    const image = zoom.querySelector("img");
    if (image) magnify(zoom, image, signal);
  }

  if (dialog) {
    on(dialog, "click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    const close = dialog.querySelector<HTMLElement>(".gallery-fullscreen__close");
    if (close) on(close, "click", () => dialog.close());
  }
  return () => {
    controller.abort();
    for (const lens of gallery.querySelectorAll(".gallery__lens")) lens.remove();
  };
}

function magnify(zoom: HTMLAnchorElement, image: HTMLImageElement, signal: AbortSignal) {
  let lens: HTMLSpanElement | null = null;
  image.addEventListener(
    "mousemove",
    (event) => {
      if (!window.matchMedia("(hover: hover) and (min-width: 768px)").matches) return;
      const rect = image.getBoundingClientRect();
      const view = magnifierView(event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height);
      if (!lens) {
        lens = document.createElement("span");
        lens.className = "gallery__lens";
        lens.setAttribute("aria-hidden", "true");
        lens.style.backgroundImage = `url("${zoom.href}")`;
        zoom.append(lens);
      }
      Object.assign(lens.style, {
        inlineSize: `${view.size}px`,
        blockSize: `${view.size}px`,
        left: `${view.left}px`,
        top: `${view.top}px`,
        backgroundSize: `${view.backgroundWidth}px ${view.backgroundHeight}px`,
        backgroundPosition: `${view.backgroundX}px ${view.backgroundY}px`,
      });
    },
    { signal },
  );
  image.addEventListener(
    "mouseleave",
    () => {
      lens?.remove();
      lens = null;
    },
    { signal },
  );
}
