// What a visit to a page counts — a search's first page counts its term, a blog post a view — is counted here, where
// the page's request arrives, before the page cache may answer it from memory or with a 304. A page answered without
// its loader then still counts, and nothing about counting travels with the page: the loaders only read, and the
// GraphQL operations a page runs count nothing themselves (graphql-server/index.ts, `forPage`).
// Both the document (`/arama?q=…`) and its data request (`/arama.data?q=…`, a navigation with JavaScript) are visits.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { blogPostId } from "../app/domain/blog-paths.js";
import { urlPage, urlText } from "../app/domain/url-params.js";
import { localeFromParam } from "../app/utils/locale.js";

export interface PageVisitCounters {
  /** A search's first page was asked for; whether it finds products is for the counter to tell. */
  search(text: string, language: string): void;
  /** A blog post's page was asked for (the counter ignores an unknown or unpublished post). */
  blogView(postId: number): void;
}

/** The longest search text the search page reads (its loader cuts the same). */
const MAX_SEARCH_TEXT = 100;

const SEARCH_PAGE = /^(?:\/([^/]+))?\/arama(?:\.data)?$/;
const BLOG_POST_PAGE = /^(?:\/([^/]+))?\/blog\/([^/]+?)(?:\.data)?$/;

export function countPageVisits(counters: PageVisitCounters): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") countVisit(req, counters);
    next();
  };
}

function countVisit(req: Request, counters: PageVisitCounters): void {
  const search = SEARCH_PAGE.exec(req.path);
  if (search) {
    const language = localeFromParam(search[1]);
    const url = new URL(req.originalUrl, "http://page");
    const text = urlText(url.searchParams.get("q"), MAX_SEARCH_TEXT);
    if (language && text && urlPage(url.searchParams.get("page")) === 1) counters.search(text, language);
    return;
  }
  const post = BLOG_POST_PAGE.exec(req.path);
  if (post && localeFromParam(post[1])) {
    const id = blogPostId(post[2]);
    if (id !== null) counters.blogView(id);
  }
}
