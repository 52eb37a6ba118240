// The /api/v1 surface integrations rely on, as the route table in docs/api/v1-routes.tsv lists it: method, path,
// who may call it, notes and whether the shop serves it yet. The runner answers the routes it does not serve yet
// with the table's access check (401/403) and then 501, and the OpenAPI document describes the served ones.
import { readFileSync } from "node:fs";
import type { Access, HttpMethod } from "./rest.js";
import { fromProjectRoot } from "./project-root.js";

export interface SurfaceRoute {
  method: HttpMethod;
  path: string;
  access: Access;
  notes: string;
  done: boolean;
}

const ACCESS = new Set<Access>(["public", "optional", "shopper", "customer", "admin"]);
const METHODS = new Set<HttpMethod>(["GET", "POST", "PUT", "PATCH", "DELETE"]);

export function readRestSurface(file = fromProjectRoot("docs", "api", "v1-routes.tsv")): SurfaceRoute[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#") && !line.startsWith("method\t"))
    .map((line) => {
      const [method, path, access, notes = "", status = ""] = line.split("\t");
      if (!METHODS.has(method as HttpMethod) || !ACCESS.has(access as Access)) throw new Error(`v1-routes.tsv: bad line: ${line}`);
      return { method: method as HttpMethod, path, access: access as Access, notes: notes.trim(), done: status.trim() === "done" };
    });
}
