// A module is one domain of the shop as a unit: its tables, its schema slice (`<name>.graphql` beside its index.ts,
// split into more `*.graphql` files when it grows), its resolvers and its REST routes, declared once in its index.ts.
// createShop composes a list of them; nothing else needs to know what a module contains.
import type { EntitySchema } from "@mikro-orm/core";
import type { Resolvers } from "../generated/resolvers-types.js";
import { AdminAuditSchema } from "./audit.js";
import type { ShopServices } from "./context.js";
import type { Cleanup } from "./housekeeping.js";
import type { JobDefinition } from "./jobs.js";
import type { PublicRead } from "./read-cache.js";
import type { RestRoute } from "./rest.js";

export interface ShopModule {
  /** The folder's name (kebab-case). */
  name: string;
  /** The tables the module owns: no other module writes them (tests/server/table-ownership.test.ts). */
  // MikroORM's schemas are generic over their entity and properties; a module lists schemas of any shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities?: readonly EntitySchema<any, any>[];
  /**
   * Other modules' tables its SQL reads directly (joins in aggregate reads: listings, carts, orders). Reads beyond
   * these go through the owner's functions; writes always do (tests/server/table-ownership.test.ts).
   */
  reads?: readonly string[];
  /**
   * Its typed builder's declaration (core/database.ts): the tables it owns — the same as its entities' — and the other
   * modules' tables it reads, which then replace `reads`.
   */
  database?: { readonly owns: readonly string[]; readonly reads: readonly string[] };
  /** Resolvers for the fields and types of the module's schema slice. */
  resolvers?: Resolvers;
  /** Its /api/v1 routes. */
  routes?: readonly RestRoute[];
  /** Deletes the module's rows nobody can use any more; run by the housekeeping job (core/housekeeping.ts). */
  cleanup?: Cleanup;
  /** Its entries of the shop's services (see ShopServices). */
  services?: Partial<ShopServices>;
  /** Its background jobs (mails, retries, feeds): durable, run once across nodes (core/jobs.ts). */
  jobs?: readonly JobDefinition[];
  /** Cron schedules (UTC) of its jobs, kept once in the database however many nodes start. */
  schedules?: readonly { job: string; cron: string }[];
  /**
   * Its root query fields whose answer to a caller without a token depends only on the arguments, the language, the
   * currency and data every visitor sees: answered from memory until a write (core/read-cache.ts).
   */
  publicReads?: Readonly<Record<string, PublicRead>>;
  /**
   * Its tables no public read ever shows (carts, sessions, counters): writes to them leave cached public answers
   * alone (core/read-version.ts). Every other table's writes invalidate them.
   */
  privateTables?: readonly string[];
}

export const defineModule = <T extends ShopModule>(module: T): T => module;

type ResolverMap = Record<string, unknown>;

/**
 * One resolver map from every module's: fields of the same type (Query, Mutation, …) are joined; a field served by
 * two modules is a mistake and stops the start.
 */
export function composeResolvers(modules: readonly ShopModule[], base: Resolvers = {}): Resolvers {
  const composed: Record<string, ResolverMap | unknown> = { ...base };
  for (const module of modules) {
    for (const [typeName, value] of Object.entries(module.resolvers ?? {})) {
      const existing = composed[typeName];
      if (existing === undefined) {
        composed[typeName] = isPlainMap(value) ? { ...value } : value;
        continue;
      }
      if (!isPlainMap(existing) || !isPlainMap(value)) throw new Error(`${typeName} is resolved by two modules (${module.name})`);
      for (const [field, resolver] of Object.entries(value)) {
        if (field in existing) throw new Error(`${typeName}.${field} is resolved by two modules (${module.name})`);
        existing[field] = resolver;
      }
    }
  }
  return composed as Resolvers;
}

/** A plain field map (not a scalar's GraphQLScalarType instance). */
const isPlainMap = (value: unknown): value is ResolverMap =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The kernel's own tables, the audit log, under the owner's name the table check knows them by: every module writes
 * the log through core/audit.ts, and none writes it otherwise.
 */
export const kernelTables = { name: "kernel", entities: [AdminAuditSchema] } satisfies ShopModule;

/** Every table of the shop: the kernel's, then the modules'. */
export const composeEntities = (modules: readonly ShopModule[]) => [kernelTables, ...modules].flatMap((module) => module.entities ?? []);
export const composeRoutes = (modules: readonly ShopModule[]): RestRoute[] => modules.flatMap((module) => module.routes ?? []);
export const composePrivateTables = (modules: readonly ShopModule[]): string[] => modules.flatMap((module) => module.privateTables ?? []);

/** Every module's public reads by field name; two modules declaring one field is a mistake. */
export function composePublicReads(modules: readonly ShopModule[]): Map<string, PublicRead> {
  const reads = new Map<string, PublicRead>();
  for (const module of modules) {
    for (const [field, read] of Object.entries(module.publicReads ?? {})) {
      if (reads.has(field)) throw new Error(`public read ${field} is declared by two modules (${module.name})`);
      reads.set(field, read);
    }
  }
  return reads;
}
export const composeJobs = (modules: readonly ShopModule[]): JobDefinition[] => modules.flatMap((module) => module.jobs ?? []);
export const composeSchedules = (modules: readonly ShopModule[]) => modules.flatMap((module) => module.schedules ?? []);

/** Every module's services in one object; two modules offering the same name is a mistake. */
export function composeServices(modules: readonly ShopModule[]): ShopServices {
  const services: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [name, service] of Object.entries(module.services ?? {})) {
      if (name in services) throw new Error(`service ${name} is offered by two modules (${module.name})`);
      services[name] = service;
    }
  }
  return services as unknown as ShopServices;
}
