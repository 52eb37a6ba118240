// Writes graphql-server/generated/database.ts: the shop's tables as the typed query layer sees them
// (graphql-server/core/database.ts), read from the entity definitions, so a column renamed in an entity is a type
// error in every query that names it. Run by `npm run codegen`; `npm run codegen:check` fails when it is stale.
//
// A column's type is what the drivers return for it (bigint as a number, numeric as text, timestamps as Date); a
// JSON column takes its type from the entity's own property. A column the database fills (serial, a default) is
// optional in inserts; `onCreate` values are the ORM's, not the database's, so a typed insert names them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { MikroORM, type EntityMetadata, type EntityProperty } from "@mikro-orm/postgresql";
import { entities } from "../graphql-server/mikro-orm.config.js";

const root = join(import.meta.dirname, "..");
const serverDir = join(root, "graphql-server");
const output = join(serverDir, "generated/database.ts");

/** Every exported `defineEntity(...)` of the server's sources, as file and export name by schema object. */
async function schemaExports(): Promise<Map<unknown, { file: string; name: string }>> {
  const found = new Map<unknown, { file: string; name: string }>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "generated" || entry.name === "migrations" ? [] : walk(path);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
    });
  for (const file of walk(serverDir)) {
    if (!/export const \w+ = defineEntity\(/.test(readFileSync(file, "utf8"))) continue;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) found.set(value, { file, name });
  }
  return found;
}

const SCALAR_TYPES: Record<string, string> = {
  int: "number",
  integer: "number",
  smallint: "number",
  serial: "number",
  bigint: "number",
  bigserial: "number",
  boolean: "boolean",
  text: "string",
  uuid: "string",
  tsvector: "string",
  "text[]": "string[]",
  "int[]": "number[]",
};

/** What a query reads from a column and what it may write to it (the same type for most columns). */
interface ColumnTypes {
  read: string;
  write: string;
}

/** The TypeScript types of one column; `json` names the entity property type for JSON columns. */
function columnTypes(prop: EntityProperty, columnTypeName: string, json: () => string): ColumnTypes {
  const same = (type: string) => ({ read: type, write: type });
  const base = columnTypeName.replace(/\(.*\)$/, "");
  if (prop.enum && prop.items?.length) return same(prop.items.map((item) => JSON.stringify(item)).join(" | "));
  if (base === "varchar") return same("string");
  // numeric arrives as text from both drivers (exact decimals); a number or a text may be written.
  if (base === "numeric") return { read: "string", write: "string | number" };
  if (base === "timestamptz") return { read: "Date", write: "Date | string" };
  // JSON is written as its text (JSON.stringify), which PostgreSQL parses into the column: a plain array would be
  // sent as a PostgreSQL array.
  if (base === "jsonb") return { read: json(), write: "string" };
  const scalar = SCALAR_TYPES[base];
  if (!scalar) throw new Error(`${prop.name}: no TypeScript type for column type ${columnTypeName}`);
  return same(scalar);
}

/** A column as Kysely's ColumnType: read type, insert type (optional when the database fills it), update type. */
function columnDeclaration({ read, write }: ColumnTypes, nullable: boolean, databaseFills: boolean): string {
  const orNull = nullable ? " | null" : "";
  if (read === write) return databaseFills ? `Generated<${read}${orNull}>` : `${read}${orNull}`;
  const insert = `${write}${orNull}${databaseFills ? " | undefined" : ""}`;
  return `ColumnType<${read}${orNull}, ${insert}, ${write}${orNull}>`;
}

function tableInterface(meta: EntityMetadata, schema: { file: string; name: string } | undefined, imports: Map<string, Set<string>>): string {
  const lines: string[] = [];
  for (const prop of Object.values(meta.properties)) {
    if (!prop.fieldNames?.length || prop.persist === false) continue;
    prop.fieldNames.forEach((column, index) => {
      const json = () => {
        if (!schema) throw new Error(`${meta.tableName}.${column}: a JSON column needs its entity exported`);
        const from = `../${relative(serverDir, schema.file).replace(/\.ts$/, ".js")}`;
        if (!imports.has(from)) imports.set(from, new Set());
        imports.get(from)!.add(schema.name);
        return `InferEntity<typeof ${schema.name}>[${JSON.stringify(prop.name)}]`;
      };
      const databaseFills = Boolean(prop.autoincrement) || prop.default !== undefined || prop.defaultRaw !== undefined || Boolean(prop.nullable);
      const declaration = columnDeclaration(columnTypes(prop, prop.columnTypes[index], json), Boolean(prop.nullable), databaseFills);
      lines.push(`  ${column}: ${declaration};`);
    });
  }
  return `export interface ${tableTypeName(meta.tableName)} {\n${lines.join("\n")}\n}`;
}

const tableTypeName = (table: string) => `${table.replace(/(^|_)([a-z0-9])/g, (_m, _u, c: string) => c.toUpperCase())}Table`;

async function main() {
  const orm = MikroORM.initSync({
    entities: [...entities],
    clientUrl: "postgres://unused@127.0.0.1:1/unused",
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    connect: false,
  });
  const exports = await schemaExports();
  const imports = new Map<string, Set<string>>();
  const metas = Object.values(orm.getMetadata().getAll())
    .filter((meta) => meta.tableName && !meta.embeddable && !meta.virtual)
    .sort((a, b) => a.tableName.localeCompare(b.tableName));
  const interfaces = metas.map((meta) => tableInterface(meta, exports.get(entities.find((e) => e.meta.className === meta.className)), imports));
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import type { ${[...names].sort().join(", ")} } from "${from}";`);
  const text = [
    "// Generated by scripts/database-types.ts from the entity definitions (`npm run codegen`); do not edit.",
    'import type { InferEntity } from "@mikro-orm/core";',
    'import type { ColumnType, Generated } from "kysely";',
    ...importLines,
    "",
    ...interfaces.flatMap((block) => [block, ""]),
    "/** Every table of the shop by name. */",
    "export interface Tables {",
    ...metas.map((meta) => `  ${meta.tableName}: ${tableTypeName(meta.tableName)};`),
    "}",
    "",
  ].join("\n");
  writeFileSync(output, text);
  await orm.close();
}

await main();
