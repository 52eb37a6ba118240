// Quick view: a card's quick-view button opens a modal dialog with the product's pictures, brand, title and short
// text from the quick-view resource route, the card's own price block (the same product's price, already formatted
// by the server) and a link to the product page. It closes on ×, a click on the backdrop or Escape. The labels are
// the button's data attributes. ProductGrid attaches this same code to its cards when React renders them.
import { localeOrDefault, type Locale } from "../utils/locale";
import { NO_IMAGE } from "../utils/catalog";
import { resourceRoutes } from "../utils/resource-routes";
import { pathFor } from "../utils/seo";

const CLOSE_ICON = `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg>`;

interface QuickViewProduct {
  title: string;
  seoLink: string;
  brandName?: string | null;
  shortDescription?: string | null;
  images: { medium: string; alt: string }[];
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function content(product: QuickViewProduct, locale: Locale, price: Node | null, goLabel: string): HTMLElement {
  const images = element("div", "quick-view__images");
  for (const image of product.images.length ? product.images : [{ medium: NO_IMAGE, alt: "" }]) {
    images.append(Object.assign(document.createElement("img"), { src: image.medium, alt: image.alt, width: 600, height: 600 }));
  }
  const title = element("h2", "", product.title);
  title.id = "quick-view-title";
  const info = element("div", "quick-view__info");
  if (product.brandName) info.append(element("p", "product-card__brand", product.brandName));
  info.append(title);
  if (price) info.append(price);
  if (product.shortDescription) info.append(element("p", "quick-view__text", product.shortDescription));
  info.append(Object.assign(element("a", "button button--primary", goLabel), { href: pathFor(product.seoLink, locale) }));
  return element("div", "quick-view__content", images, info);
}

function open(button: HTMLButtonElement, locale: Locale): HTMLDialogElement {
  const labels = button.dataset;
  const close = element("button", "icon-button quick-view__close");
  // The same cross as the hydrated popup's CloseIcon.
  close.innerHTML = CLOSE_ICON;
  close.type = "button";
  close.setAttribute("aria-label", labels.closeLabel ?? "");
  const heading = element("h2", "visually-hidden", labels.titleLabel ?? "");
  heading.id = "quick-view-title";
  const loading = element("div", "quick-view__loading", heading, element("div", "skeleton skeleton--block"));
  loading.setAttribute("aria-busy", "true");
  const panel = element("div", "quick-view__panel", close, loading);
  const dialog = element("dialog", "quick-view", panel);
  dialog.setAttribute("aria-labelledby", "quick-view-title");
  document.body.append(dialog);
  close.addEventListener("click", () => dialog.close());
  // A click on the dialog element itself (not its content) is a click on the backdrop.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    dialog.remove();
    button.focus();
  });
  dialog.showModal();

  const price = button.closest(".product-card")?.querySelector(".price-block")?.cloneNode(true) ?? null;
  if (price instanceof HTMLElement) price.className = "price-block price-block--page";
  fetch(resourceRoutes.quickView(labels.quickView ?? "", locale))
    .then((response) => (response.ok ? (response.json() as Promise<{ product: QuickViewProduct }>) : Promise.reject(new Error(String(response.status)))))
    .then(({ product }) => loading.replaceWith(content(product, locale, price, labels.goLabel ?? "")))
    // The product went away or the network did: the card's own link still leads to it.
    .catch(() => dialog.close());
  return dialog;
}

export function enhanceQuickView(root: ParentNode): () => void {
  const controller = new AbortController();
  let shown: HTMLDialogElement | null = null;
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-quick-view]")) {
    // The page's language when asked: a page React renders may have changed it since.
    button.addEventListener("click", () => (shown = open(button, localeOrDefault(document.documentElement.lang))), { signal: controller.signal });
  }
  return () => {
    controller.abort();
    // Its cards are gone (React left the page): so is the product they showed.
    if (shown?.open) shown.close();
  };
}
