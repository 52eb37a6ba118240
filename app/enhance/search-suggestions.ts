// The header search's suggestions: from two typed characters (debounced) the search-suggestions resource route is
// asked, and products, categories and brands are listed under the box. The box stays a plain GET form to the search
// page; the labels come from the form's data attributes. SearchBox attaches this same code when React renders it.
import { localeOrDefault, type Locale } from "../utils/locale";
import { resourceRoutes } from "../utils/resource-routes";
import { pathFor } from "../utils/seo";

const DEBOUNCE_MS = 250;

interface Suggestions {
  products: { id: number; title: string; seoLink: string; image?: string | null }[];
  categories: { id: number; title: string; seoLink: string }[];
  brands: { id: number; name: string; seoLink: string }[];
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function entry(href: string, label: string, kind: string | null, image?: string | null): HTMLLIElement {
  const link = element("a", { href });
  if (kind === null) {
    link.className = "search-box__product";
    if (image) link.append(element("img", { src: image, alt: "", width: 40, height: 40 }));
    link.append(element("span", { textContent: label }));
  } else {
    link.append(`${label} `, element("span", { className: "muted", textContent: `· ${kind}` }));
  }
  return element("li", {}, link);
}

export function enhanceSearchBox(form: HTMLFormElement): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const input = form.querySelector<HTMLInputElement>("input[name=q]");
  if (!input) return () => controller.abort();
  const locale: Locale = localeOrDefault(document.documentElement.lang);
  const labels = form.dataset;
  const panel = element("div", { id: "search-suggestions", className: "search-box__panel", hidden: true });
  panel.setAttribute("role", "region");
  panel.setAttribute("aria-label", labels.suggestionsLabel ?? "");
  form.append(panel);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";

  const show = (open: boolean) => {
    const shown = open && panel.childElementCount > 0;
    panel.hidden = !shown;
    // Only while the list is shown: an id that points at nothing is an invalid reference.
    if (shown) input.setAttribute("aria-controls", panel.id);
    else input.removeAttribute("aria-controls");
  };

  const render = (found: Suggestions) => {
    const list = element("ul", { className: "search-box__list" });
    list.append(
      ...found.products.map((product) => entry(pathFor(product.seoLink, locale), product.title, null, product.image)),
      ...found.categories.map((category) => entry(pathFor(category.seoLink, locale), category.title, labels.categoryLabel ?? "")),
      ...found.brands.map((brand) => entry(pathFor(brand.seoLink, locale), brand.name, labels.brandLabel ?? "")),
    );
    panel.replaceChildren(...(list.childElementCount ? [list] : []));
    show(form.contains(document.activeElement));
  };

  const load = async (text: string) => {
    asked = text;
    try {
      const response = await fetch(resourceRoutes.searchSuggestions(text, locale));
      const body = (await response.json()) as { suggestions: Suggestions };
      // An answer to an older text is dropped: the shopper has typed on.
      if (asked === text && input.value.trim() === text) render(body.suggestions);
    } catch {
      // No suggestions (offline, a slow server): the box still searches on Enter.
    }
  };

  input.addEventListener(
    "input",
    () => {
      clearTimeout(timer);
      const text = input.value.trim();
      if (text.length < 2) {
        panel.replaceChildren();
        show(false);
        return;
      }
      timer = setTimeout(() => void load(text), DEBOUNCE_MS);
    },
    { signal },
  );
  form.addEventListener("focusin", () => show(true), { signal });
  form.addEventListener(
    "focusout",
    (event) => {
      if (!form.contains(event.relatedTarget as Node | null)) show(false);
    },
    { signal },
  );
  form.addEventListener("submit", () => show(false), { signal });
  return () => {
    controller.abort();
    clearTimeout(timer);
    asked = "";
    input.removeAttribute("aria-controls");
    panel.remove();
  };
}
