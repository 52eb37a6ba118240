// The site-wide controls that JavaScript makes nicer; the markup is the server-rendered HTML, so without JavaScript
// every control still works. The cookie banner's Settings, the phone menu, the toasts and the offline notice are
// written once here: their components attach the same code when React renders them (app/utils/use-enhancer.ts). The
// added-to-cart popup and the choices that apply at once are tied to React's state and Remix's navigation where
// React runs, so their components keep their own behaviour and this file gives the same to pages without React.

/** The cookie banner's Settings button (shown only with JavaScript) opens its dialog; the policy link stands in without. */
export function enhanceCookieBanner(banner: HTMLElement): () => void {
  const controller = new AbortController();
  const button = banner.querySelector<HTMLButtonElement>(".cookie-consent__settings");
  const dialog = banner.querySelector<HTMLDialogElement>("dialog");
  if (button && dialog) button.addEventListener("click", () => dialog.showModal(), { signal: controller.signal });
  return () => controller.abort();
}

/** The phone menu (a <details>) also closes on Escape and on its close button. */
export function enhanceMobileMenu(menu: HTMLDetailsElement): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const close = () => {
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };
  menu.querySelector(".mobile-menu__close")?.addEventListener("click", close, { signal });
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && menu.open) close();
    },
    { signal },
  );
  return () => controller.abort();
}

/**
 * A flash toast ends on its dismiss button or when it has faded out. Without React `end` takes its region off the
 * page; ToastList passes its own, which forgets the toast (React owns those nodes, and may show another toast there).
 */
export function enhanceToast(toast: HTMLElement, end: () => void = () => toast.closest(".toast-region")?.remove()): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  toast.querySelector(".toast__dismiss")?.addEventListener("click", end, { signal });
  toast.addEventListener(
    "animationend",
    (event) => {
      if (event.animationName === "toast-out") end();
    },
    { signal },
  );
  return () => controller.abort();
}

/** The added-to-cart popup, rendered open, becomes modal (focus kept inside, Escape closes) on Go to cart. */
function enhanceAddedDialog(root: ParentNode) {
  const dialog = root.querySelector<HTMLDialogElement>("dialog.added-dialog[open]");
  if (!dialog) return;
  dialog.close();
  dialog.showModal();
  dialog.querySelector<HTMLElement>(".added-dialog__actions a[href*='cart'], a.button--primary")?.focus();
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** The offline notice (rendered hidden) follows the browser's connection state. */
export function enhanceOfflineNotice(notice: HTMLElement): () => void {
  const controller = new AbortController();
  const update = () => (notice.hidden = navigator.onLine);
  update();
  window.addEventListener("online", update, { signal: controller.signal });
  window.addEventListener("offline", update, { signal: controller.signal });
  return () => controller.abort();
}

/** Choices that apply at once with JavaScript: the sort, the currency and the filter checkboxes. */
function enhanceAutoSubmit(root: ParentNode) {
  for (const select of root.querySelectorAll<HTMLSelectElement>(".sort-form select, .currency-switcher select")) {
    select.addEventListener("change", () => select.form?.requestSubmit());
  }
  for (const form of root.querySelectorAll<HTMLFormElement>(".filter-panel__form")) {
    // Number fields apply on Enter or the button; ticking a box applies at once.
    form.addEventListener("change", (event) => {
      if ((event.target as HTMLInputElement).type === "checkbox") form.requestSubmit();
    });
  }
}

export function enhancePageControls(root: ParentNode) {
  const banner = root.querySelector<HTMLElement>(".cookie-consent");
  if (banner) enhanceCookieBanner(banner);
  const menu = root.querySelector<HTMLDetailsElement>("details.mobile-menu");
  if (menu) enhanceMobileMenu(menu);
  for (const toast of root.querySelectorAll<HTMLElement>(".toast")) enhanceToast(toast);
  enhanceAddedDialog(root);
  enhanceAutoSubmit(root);
  const notice = root.querySelector<HTMLElement>(".offline-notice");
  if (notice) enhanceOfflineNotice(notice);
}
