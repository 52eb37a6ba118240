// The site-wide controls that JavaScript makes nicer, for pages React does not hydrate. Each does what the hydrated
// component does; the markup is the same server-rendered HTML, so without this script every control still works.

/** The cookie banner's Settings opens its dialog instead of going to the policy page. */
function enhanceCookieBanner(root: ParentNode) {
  const banner = root.querySelector<HTMLElement>(".cookie-consent");
  const link = banner?.querySelector<HTMLAnchorElement>(".cookie-consent__actions a");
  const dialog = banner?.querySelector<HTMLDialogElement>("dialog");
  if (!link || !dialog) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.textContent = link.textContent;
  button.addEventListener("click", () => dialog.showModal());
  link.replaceWith(button);
}

/** The phone menu (a <details>) also closes on Escape and on its close button. */
function enhanceMobileMenu(root: ParentNode) {
  const menu = root.querySelector<HTMLDetailsElement>("details.mobile-menu");
  if (!menu) return;
  const close = () => {
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };
  menu.querySelector(".mobile-menu__close")?.addEventListener("click", close);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) close();
  });
}

/** A flash toast gets its dismiss button, and leaves the page once faded out. */
function enhanceToasts(root: ParentNode) {
  for (const toast of root.querySelectorAll<HTMLElement>(".toast")) {
    const remove = () => toast.closest(".toast-region")?.remove();
    toast.querySelector(".toast__dismiss")?.addEventListener("click", remove);
    toast.addEventListener("animationend", (event) => {
      if (event.animationName === "toast-out") remove();
    });
  }
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
function enhanceOfflineNotice(root: ParentNode) {
  const notice = root.querySelector<HTMLElement>(".offline-notice");
  if (!notice) return;
  const update = () => (notice.hidden = navigator.onLine);
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
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
  enhanceCookieBanner(root);
  enhanceMobileMenu(root);
  enhanceToasts(root);
  enhanceAddedDialog(root);
  enhanceAutoSubmit(root);
  enhanceOfflineNotice(root);
}
