// What the storefront offers a visitor, read from the Remix build itself so a new route or form is covered without
// new test code: the routes with an action or a loader (as concrete URLs), the post forms their pages render
// (field names and the values our own buttons and hidden fields send), and the query parameters the loaders read.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";

export interface StorefrontRoute {
  id: string;
  /** The route's full path pattern, e.g. `:lang?/odeme/adres`. */
  pattern: string;
  action: boolean;
  loader: boolean;
  /** Concrete URLs for the pattern (optional segments left out, `*` and `:param` filled from `fill`). */
  urls: string[];
}

/**
 * `*` → each of `splats` (seo links); `:param` → each of `params` (`x1`, no row's id, unless a test names ids of rows
 * it made); `:lang?` left out. Index routes get `?index` for posts.
 */
export function storefrontRoutes(build: ServerBuild, splats: string[], params = ["x1"]): StorefrontRoute[] {
  const routes = build.routes;
  const patternOf = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? patternOf(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const pattern = patternOf(route.id);
      const segments = pattern.split("/").filter((segment) => segment && !segment.endsWith("?"));
      const fill = (splat: string, param: string) => "/" + segments.map((segment) => (segment === "*" ? splat : segment.startsWith(":") ? param : segment)).join("/");
      const withParams = (splat: string) => (pattern.includes(":") ? [...new Set(params.map((param) => fill(splat, param)))] : [fill(splat, "")]);
      const urls = pattern.includes("*") ? splats.flatMap(withParams) : withParams("");
      return {
        id: route.id,
        pattern,
        action: typeof route.module.action === "function",
        loader: typeof route.module.loader === "function",
        urls: route.index ? urls.map((url) => `${url}?index`) : urls,
      };
    });
}

export interface PostForm {
  /** Where the form posts (its `action`, else the page it is on). */
  action: string;
  /** Field name → the values our page puts in it (hidden fields, buttons, options); empty for typed fields. */
  fields: Map<string, Set<string>>;
}

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decode(found[1]) : null;
};

/** The post forms of a page's HTML. */
export function postForms(html: string, pageUrl: string): PostForm[] {
  const forms: PostForm[] = [];
  for (const [, open, inner] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (attribute(open, "method")?.toLowerCase() !== "post") continue;
    const fields = new Map<string, Set<string>>();
    for (const [tag] of inner.matchAll(/<(?:input|button|select|textarea|option)\b[^>]*>/g)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const values = fields.get(name) ?? new Set<string>();
      const value = attribute(tag, "value");
      if (value !== null) values.add(value);
      fields.set(name, values);
    }
    forms.push({ action: attribute(open, "action") ?? new URL(pageUrl, "http://x").pathname, fields });
  }
  return forms;
}

/** Query parameter names the storefront's loaders read (`searchParams.get("…")`, `params.getAll("…")`, …). */
export function queryParameterNames(appDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, "utf8");
        for (const [, read, listed] of source.matchAll(/[pP]arams\.(?:get|getAll|has)\("([\w-]+)"\)|values\(params, "([\w-]+)"\)/g)) names.add(read ?? listed);
      }
    }
  };
  walk(appDir);
  return [...names].sort();
}
