// The controls JavaScript makes nicer on every page (the cookie banner, the phone menu, the toasts, the offline
// notice, the choices that apply at once) and the added-to-cart popup. The markup is the server-rendered HTML, so
// without JavaScript every control still works. Each is written once here, and its component attaches the same code
// where React renders it (app/utils/use-enhancer.ts); what is React's or Remix's own comes in as a callback: ToastList
// forgets its toast, the popup's form forgets its product, and a sort or filter choice goes through Remix's navigation.

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

/**
 * The added-to-cart popup, rendered open (without JavaScript `<form method="dialog">` closes it), becomes modal: focus
 * kept inside from Go to cart, Escape and the backdrop close it, and Go to cart closes it as it leads on. `closed`
 * hears the shopper close it; AddToCartForm's forgets the product, so the next add opens the popup anew.
 */
export function enhanceAddedDialog(dialog: HTMLDialogElement, closed: () => void = () => {}): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const goToCart = dialog.querySelector<HTMLElement>(".added-dialog__actions a");
  if (!dialog.matches(":modal")) {
    dialog.close();
    dialog.showModal();
    goToCart?.focus();
  }
  dialog.addEventListener(
    "click",
    (event) => {
      if (event.target === dialog) dialog.close();
    },
    { signal },
  );
  goToCart?.addEventListener("click", () => dialog.close(), { signal });
  // Reopening as a modal queues a close event of its own; when it arrives the popup is open again, so it is not the
  // shopper's (and stays so when React attaches this twice, the second time to the popup already modal).
  dialog.addEventListener(
    "close",
    () => {
      if (!dialog.open) closed();
    },
    { signal },
  );
  return () => controller.abort();
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

/**
 * A form whose choices apply at once (`data-submit-at-once`: the sort, the currency, the filters): choosing in a
 * select or ticking a box submits it, while typed fields (the price range) wait for Enter or the button. Without React
 * the form submits as its button would; where React runs, `submit` hands it to Remix, which replaces the history entry.
 */
export function enhanceSubmitAtOnce(form: HTMLFormElement, submit: (form: HTMLFormElement) => void = (form) => form.requestSubmit()): () => void {
  const controller = new AbortController();
  form.addEventListener(
    "change",
    ({ target }) => {
      if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "checkbox")) submit(form);
    },
    { signal: controller.signal },
  );
  return () => controller.abort();
}

export function enhancePageControls(root: ParentNode) {
  const banner = root.querySelector<HTMLElement>(".cookie-consent");
  if (banner) enhanceCookieBanner(banner);
  const menu = root.querySelector<HTMLDetailsElement>("details.mobile-menu");
  if (menu) enhanceMobileMenu(menu);
  for (const toast of root.querySelectorAll<HTMLElement>(".toast")) enhanceToast(toast);
  const added = root.querySelector<HTMLDialogElement>("dialog.added-dialog[open]");
  if (added) enhanceAddedDialog(added);
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-submit-at-once]")) enhanceSubmitAtOnce(form);
  const notice = root.querySelector<HTMLElement>(".offline-notice");
  if (notice) enhanceOfflineNotice(notice);
}
