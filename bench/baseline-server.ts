// The bench's baselines: for each captured page, the same markup the shop served, turned into a React element tree
// once and rendered with bare `renderToString` on `node:http` for every request — no routing, data loading or
// i18n. `GET /<name>` renders the page captured as `<dir>/<name>.html`. The shop's numbers are reported as a ratio
// to these, measured in the same run on the same machine.
import { createServer } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import parse from "html-react-parser";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

const [markupDir, portArg] = process.argv.slice(2);

function toTree(html: string) {
  const head = html.match(/<head[^>]*>([\s\S]*)<\/head>/i)?.[1] ?? "";
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html;
  return parse(`<html><head>${head}</head><body>${body}</body></html>`) as ReactElement;
}

const pages = new Map(
  readdirSync(markupDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => [`/${path.basename(file, ".html")}`, toTree(readFileSync(path.join(markupDir, file), "utf8"))]),
);

createServer((req, res) => {
  const tree = pages.get(req.url ?? "");
  if (!tree) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end("<!DOCTYPE html>" + renderToString(tree));
}).listen(Number(portArg), "127.0.0.1", () => process.send?.("ready"));
