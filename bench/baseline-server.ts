// The bench's baseline: the same markup the shop serves for a page, turned into a React element tree once and
// rendered with bare `renderToString` on `node:http` for every request — no routing, data loading or i18n. The
// shop's numbers are reported as a ratio to this, measured in the same run on the same machine.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import parse from "html-react-parser";
import { renderToString } from "react-dom/server";

const [markupFile, portArg] = process.argv.slice(2);
const html = readFileSync(markupFile, "utf8");
const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html;
const head = html.match(/<head[^>]*>([\s\S]*)<\/head>/i)?.[1] ?? "";
const tree = parse(`<html><head>${head}</head><body>${body}</body></html>`);

createServer((_req, res) => {
  const markup = "<!DOCTYPE html>" + renderToString(tree as React.ReactElement);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(markup);
}).listen(Number(portArg), "127.0.0.1", () => process.send?.("ready"));
