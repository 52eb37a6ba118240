// Every stylesheet parses as complete CSS. A brace lost in a merge makes the browser drop every rule after it; the
// build only warns about it, so the suite fails instead.
import { readdirSync, readFileSync } from "node:fs";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const dir = new URL("../app/styles/", import.meta.url);
const sheets = readdirSync(dir).filter((name) => name.endsWith(".css"));

describe("stylesheets", () => {
  it.each(sheets)("%s has balanced blocks and no stray text", (name) => {
    const css = readFileSync(new URL(name, dir), "utf8");
    const root = postcss.parse(css, { from: name });
    const declarationsOutsideRules = root.nodes.filter((node) => node.type === "decl").map((node) => node.toString());
    expect(declarationsOutsideRules).toEqual([]);
  });
});
