// Checks that every statement a module runs stays within its tables: it writes only tables it owns, and reads
// only those and the other modules' tables it declared in `reads`. A statement is attributed to the innermost
// module on the call stack, so a module that asks the owner (`cart.clearAfterOrder`) is not blamed for the owner's
// write. Used by the tests (every server test runs with it), never in production: capturing a stack per statement
// costs time.
import type { EntitySchema } from "@mikro-orm/core";
import { kernelTables, type ShopModule } from "./module.js";

export interface TableRules {
  /** table → the module that owns it */
  owners: ReadonlyMap<string, string>;
  /** module → the tables it may read: its own and the ones it declared */
  readable: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Every entity names its table (`tableName`) in its definition. */
const tableOf = (entity: EntitySchema) => {
  const table = entity.meta.tableName;
  if (!table) throw new Error(`entity ${entity.meta.className} declares no tableName`);
  return table;
};

export function tableRules(modules: readonly ShopModule[]): TableRules {
  const owners = new Map<string, string>();
  for (const module of [kernelTables, ...modules]) {
    for (const entity of module.entities ?? []) {
      const table = tableOf(entity);
      const owner = owners.get(table);
      if (owner && owner !== module.name) throw new Error(`table ${table} is declared by ${owner} and ${module.name}`);
      owners.set(table, module.name);
    }
  }
  const readable = new Map<string, Set<string>>();
  for (const module of modules) {
    const tables = new Set([...owners].filter(([, owner]) => owner === module.name).map(([table]) => table));
    if (module.database) {
      const declared = [...module.database.owns].sort().join(", ");
      const owned = [...tables].sort().join(", ");
      if (declared !== owned) throw new Error(`${module.name}'s typed builder owns ${declared}, its entities ${owned}`);
    }
    for (const table of module.database?.reads ?? module.reads ?? []) {
      if (!owners.has(table)) throw new Error(`${module.name} declares a read of ${table}, which no module owns`);
      tables.add(table);
    }
    readable.set(module.name, tables);
  }
  return { owners, readable };
}

const WRITE = /\b(?:insert\s+into|delete\s+from|update)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const READ = /\b(?:from|join)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The known tables a statement writes and reads (names that are no table — keywords, columns — are ignored). */
export function tablesOf(sql: string, known: ReadonlyMap<string, string>): { writes: Set<string>; reads: Set<string> } {
  const pick = (pattern: RegExp) => new Set([...sql.matchAll(pattern)].map((m) => m[1].toLowerCase()).filter((name) => known.has(name)));
  return { writes: pick(WRITE), reads: pick(READ) };
}

const MODULE_FRAME = /graphql-server\/modules\/([a-z0-9-]+)\/(?!index\.)[^/\s:)]+/;
// The kernel's own tables are written by its own files only (the audit log by audit.ts): a statement run there is the
// kernel's, whichever module asked for the entry.
const KERNEL_WRITER_FRAME = /graphql-server\/core\/audit\.[jt]s:/;

/**
 * The innermost module on the current call stack (async frames included), `kernel` inside the kernel's writer of its
 * own tables, or null for the rest of the kernel, the seed and tests.
 */
export function callingModule(): string | null {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 80;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  for (const line of stack.split("\n")) {
    const frame = line.replaceAll("\\", "/");
    if (KERNEL_WRITER_FRAME.test(frame)) return kernelTables.name;
    const match = MODULE_FRAME.exec(frame);
    if (match) return match[1];
  }
  return null;
}

/** The problems of one statement run by `module` (empty when it keeps to its tables). */
export function ownershipProblems(rules: TableRules, module: string, sql: string): string[] {
  const { writes, reads } = tablesOf(sql, rules.owners);
  const problems: string[] = [];
  for (const table of writes) {
    const owner = rules.owners.get(table);
    if (owner !== module) problems.push(`module ${module} writes ${table}, which ${owner} owns: ask ${owner} to do it`);
  }
  const readable = rules.readable.get(module) ?? new Set<string>();
  for (const table of reads) {
    if (!writes.has(table) && !readable.has(table)) {
      problems.push(`module ${module} reads ${table} (owned by ${rules.owners.get(table)}) without declaring it in its reads`);
    }
  }
  return problems;
}
