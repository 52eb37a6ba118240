// Just enough of a browser for redirect flows across several local servers: cookies per host (with their path), and
// redirects followed one hop at a time so a test can stop at, copy or replay any step.
interface StoredCookie {
  value: string;
  path: string;
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
  setCookies: string[];
}

export class CookieBrowser {
  private readonly jars = new Map<string, Map<string, StoredCookie>>();

  /** A copy with the same cookies (to replay a step later as the same browser). */
  clone(): CookieBrowser {
    const copy = new CookieBrowser();
    for (const [host, jar] of this.jars) copy.jars.set(host, new Map(jar));
    return copy;
  }

  cookie(url: string, name: string): string | null {
    return this.jars.get(new URL(url).host)?.get(name)?.value ?? null;
  }

  /** One request, no redirect followed. */
  async step(url: string, init: RequestInit = {}): Promise<Hop> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = [...(this.jars.get(target.host) ?? new Map<string, StoredCookie>())]
      .filter(([, c]) => target.pathname === c.path || target.pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`) || c.path === "/")
      .map(([name, c]) => `${name}=${c.value}`);
    if (cookies.length) headers.set("cookie", cookies.join("; "));
    const res = await fetch(target, { ...init, headers, redirect: "manual" });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.store(target, line);
    const location = res.headers.get("location");
    return { url: target.href, status: res.status, location: location ? new URL(location, target).href : null, body: await res.text(), setCookies };
  }

  /** Follows redirects (GET) until a reply that is not one, or until `stopAt` says a URL is where to pause. */
  async follow(url: string, stopAt: (url: string) => boolean = () => false, init?: RequestInit): Promise<Hop> {
    let hop = await this.step(url, init);
    for (let i = 0; i < 20 && hop.location && !stopAt(hop.location); i++) hop = await this.step(hop.location);
    return hop;
  }

  private store(url: URL, line: string) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const jar = this.jars.get(url.host) ?? new Map<string, StoredCookie>();
    this.jars.set(url.host, jar);
    const expired = attr("max-age") === "0" || (attr("expires") !== undefined && Date.parse(attr("expires") as string) < Date.now());
    if (expired || value === "") jar.delete(name);
    else jar.set(name, { value, path: attr("path") ?? "/" });
  }
}

/** The fields of an auto-submitting form post page (an OIDC provider's response_mode=form_post). */
export function formPostOf(html: string): { action: string; fields: URLSearchParams } {
  const decode = (s: string) =>
    s
      .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const action = decode(html.match(/<form[^>]*action="([^"]+)"/i)?.[1] ?? "");
  const fields = new URLSearchParams();
  for (const input of html.matchAll(/<input[^>]*>/gi)) {
    const name = input[0].match(/name="([^"]*)"/)?.[1];
    const value = input[0].match(/value="([^"]*)"/)?.[1];
    if (name !== undefined && value !== undefined) fields.set(decode(name), decode(value));
  }
  return { action, fields };
}
