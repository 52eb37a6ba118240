// The product gallery without React: thumbnails and dots scroll the track (not the page) and follow it, a thumbnail
// shows its slide on hover, a click on the image opens the full-screen dialog, and on a desktop a magnifier glass
// follows the pointer (sized by app/domain/magnifier.ts). Without this script the same links jump to the slides and
// open the big image, as the hydrated gallery does before React runs.
import { magnifierView } from "../domain/magnifier";

export function enhanceGallery(gallery: HTMLElement) {
  const track = gallery.querySelector<HTMLElement>(".gallery__track");
  const dialog = gallery.querySelector<HTMLDialogElement>("dialog.gallery-fullscreen");
  if (!track) return;
  const markers = [...gallery.querySelectorAll<HTMLAnchorElement>(".gallery__dots a, .gallery__thumb")];

  const mark = (index: number) => {
    for (const marker of markers) {
      if (marker.hash === `#gallery-slide-${index + 1}`) marker.setAttribute("aria-current", "true");
      else marker.removeAttribute("aria-current");
    }
  };
  const goTo = (index: number) => {
    const slide = track.children[index] as HTMLElement | undefined;
    // The track's own scroll, so the page stays where it is; offsetLeft works in both directions.
    if (slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: "smooth" });
    mark(index);
  };
  const indexOf = (marker: HTMLAnchorElement) => Number(marker.hash.replace("#gallery-slide-", "")) - 1;

  for (const marker of markers) {
    marker.addEventListener("click", (event) => {
      event.preventDefault();
      goTo(indexOf(marker));
    });
    if (marker.classList.contains("gallery__thumb")) marker.addEventListener("mouseenter", () => goTo(indexOf(marker)));
  }
  track.addEventListener("scroll", () => mark(Math.round(Math.abs(track.scrollLeft) / track.clientWidth)), { passive: true });

  for (const zoom of track.querySelectorAll<HTMLAnchorElement>(".gallery__zoom")) {
    const slideIndex = [...track.children].indexOf(zoom.closest(".gallery__slide")!);
    zoom.addEventListener("click", (event) => {
      if (!dialog) return;
      event.preventDefault();
      zoom.querySelector(".gallery__lens")?.remove();
      dialog.showModal();
      requestAnimationFrame(() => dialog.querySelector(`#gallery-full-${slideIndex + 1}`)?.scrollIntoView({ inline: "start", block: "nearest" }));
    });
    const image = zoom.querySelector("img");
    if (image) magnify(zoom, image);
  }

  if (dialog) {
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.querySelector(".gallery-fullscreen__close")?.addEventListener("click", () => dialog.close());
  }
}

function magnify(zoom: HTMLAnchorElement, image: HTMLImageElement) {
  let lens: HTMLSpanElement | null = null;
  image.addEventListener("mousemove", (event) => {
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
  });
  image.addEventListener("mouseleave", () => {
    lens?.remove();
    lens = null;
  });
}
