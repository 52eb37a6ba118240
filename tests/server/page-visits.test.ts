// What a page's visit counts is told as its request arrives (server/page-visits.ts), whatever answers the page next:
// a search's first page in any language (the document or its data request), a blog post by its id; nothing else.
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { countPageVisits } from "../../server/page-visits.js";

function visit(method: string, url: string) {
  const counted: unknown[] = [];
  const handler = countPageVisits({
    search: (text, language) => counted.push({ search: text, language }),
    blogView: (postId) => counted.push({ blogView: postId }),
  });
  let passedOn = false;
  const req = { method, originalUrl: url, path: url.split("?")[0] } as Request;
  handler(req, {} as Response, () => (passedOn = true));
  expect(passedOn).toBe(true);
  return counted;
}

describe("a page's visit", () => {
  it("counts a search's first page, in each language, as a document or a data request", () => {
    expect(visit("GET", "/arama?q=kanepe")).toEqual([{ search: "kanepe", language: "tr" }]);
    expect(visit("GET", "/en/arama?q=%20sofa%20&page=1")).toEqual([{ search: "sofa", language: "en" }]);
    expect(visit("GET", "/ar/arama.data?q=%D9%83%D9%86%D8%A8%D8%A9")).toEqual([{ search: "كنبة", language: "ar" }]);
    expect(visit("HEAD", "/arama?q=halı&sort=price")).toEqual([{ search: "halı", language: "tr" }]);
  });

  it("counts no later page, no empty text, no unknown language and no post", () => {
    expect(visit("GET", "/arama?q=kanepe&page=2")).toEqual([]);
    expect(visit("GET", "/arama?q=%20%20")).toEqual([]);
    expect(visit("GET", "/arama")).toEqual([]);
    expect(visit("GET", "/de/arama?q=kanepe")).toEqual([]);
    expect(visit("GET", "/tr/arama?q=kanepe")).toEqual([]);
    expect(visit("POST", "/arama?q=kanepe")).toEqual([]);
    expect(visit("GET", "/aramalar?q=kanepe")).toEqual([]);
  });

  it("counts a blog post's view by its id, and nothing for the blog's other pages", () => {
    expect(visit("GET", "/blog/12-salon-fikirleri")).toEqual([{ blogView: 12 }]);
    expect(visit("GET", "/en/blog/7.data")).toEqual([{ blogView: 7 }]);
    expect(visit("GET", "/blog")).toEqual([]);
    expect(visit("GET", "/blog/kategori/3")).toEqual([]);
    expect(visit("GET", "/blog/salon-fikirleri")).toEqual([]);
    expect(visit("GET", "/xx/blog/12-a")).toEqual([]);
  });
});
