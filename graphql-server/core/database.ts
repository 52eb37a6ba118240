// The typed query layer: statements built with Kysely against the table types generated from the entities
// (graphql-server/generated/database.ts), run on the EntityManager's own connection and transaction like every
// other statement (core/db.ts), so the table check, the statement log and the prepared statements see them too.
//
// Each module declares the tables it owns and the other modules' tables it reads (`moduleDatabase`); its builder
// knows only those, and writes only its own: an insert into another module's table does not compile. The same
// declaration is the module's `reads` at run time, which the table check enforces in the tests.
//
// One builder serves every request: it only compiles. Statements run through `rows`/`first` with the request's
// EntityManager; Kysely's own `execute` is refused, since Kysely holds no connection of the shop's.
import type { EntityManager } from "@mikro-orm/core";
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Driver,
  type InsertQueryBuilder,
  type InsertResult,
  type UpdateQueryBuilder,
  type UpdateResult,
} from "kysely";
import { BoundArray } from "./bound-parameters.js";
import { sql as runSql } from "./db.js";

/** Kysely's template for the pieces its builder has no method for (`now()`, a cast): values in it are still bound. */
export { sql } from "kysely";

/** PostgreSQL's dialect with `?` placeholders, the form the shop's connection binds (core/bound-parameters.ts). */
class QuestionMarkCompiler extends PostgresQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return "?";
  }
}

/** Kysely's connection slot: the shop runs compiled statements itself, with the request's EntityManager. */
class NoConnectionDriver implements Driver {
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    throw new Error("run typed statements with rows(em, query) or first(em, query), not execute()");
  }
  async beginTransaction(): Promise<void> {}
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one builder compiles for every module's table type
const builder = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new NoConnectionDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new QuestionMarkCompiler(),
  },
});

/** What a module's builder offers for reading: its own tables and its declared reads. */
type Reading<DB> = Pick<Kysely<DB>, "selectFrom" | "selectNoFrom" | "with" | "withRecursive" | "fn" | "dynamic">;

/** One of a module's own tables, possibly aliased: `"cart"` or `"cart as c"`. */
type OwnTable<Own extends string> = Own | `${Own} as ${string}`;
type AliasOf<T extends string> = T extends `${string} as ${infer Alias}` ? Alias : T;
/** The tables a statement on `T` sees: all readable ones, an aliased table under its alias only (as Kysely's own). */
type Seen<DB, T extends string> = T extends `${infer Table extends keyof DB & string} as ${infer Alias}` ? Omit<DB, Table> & Record<Alias, DB[Table]> : DB;
type SeenAs<DB, T extends string> = AliasOf<T> & keyof Seen<DB, T>;

/**
 * Writing: only into the module's own tables, though a write's conditions and subqueries may read every table the
 * module may read.
 */
interface Writing<DB, Own extends keyof DB & string> {
  insertInto<T extends Own>(table: T): InsertQueryBuilder<DB, T, InsertResult>;
  updateTable<T extends OwnTable<Own>>(table: T): UpdateQueryBuilder<Seen<DB, T>, SeenAs<DB, T>, SeenAs<DB, T>, UpdateResult>;
  deleteFrom<T extends OwnTable<Own>>(table: T): DeleteQueryBuilder<Seen<DB, T>, SeenAs<DB, T>, DeleteResult>;
}

export type ModuleDatabase<Tables, Own extends keyof Tables & string, Reads extends keyof Tables & string> = Reading<Pick<Tables, Own | Reads>> &
  Writing<Pick<Tables, Own | Reads>, Own> & {
    /** The other modules' tables the module reads (its definition's `reads`, checked at run time in the tests). */
    readonly reads: readonly Reads[];
    /** The tables it owns: the same as its entities' (checked with the table rules). */
    readonly owns: readonly Own[];
  };

/**
 * A module's typed builder over `Tables` (the generated table types): `owns` its tables, `reads` other modules'
 * tables it joins in its aggregate reads. Every module's builder is the one compiler under a narrower type.
 */
export function moduleDatabase<Tables>() {
  return <const Own extends keyof Tables & string, const Reads extends keyof Tables & string = never>(declared: {
    owns: readonly Own[];
    reads?: readonly Reads[];
  }): ModuleDatabase<Tables, Own, Reads> =>
    ({
      selectFrom: builder.selectFrom.bind(builder),
      selectNoFrom: builder.selectNoFrom.bind(builder),
      with: builder.with.bind(builder),
      withRecursive: builder.withRecursive.bind(builder),
      insertInto: builder.insertInto.bind(builder),
      updateTable: builder.updateTable.bind(builder),
      deleteFrom: builder.deleteFrom.bind(builder),
      fn: builder.fn,
      dynamic: builder.dynamic,
      reads: declared.reads ?? [],
      owns: declared.owns,
    }) as never;
}

/** A built statement: anything Kysely can compile. */
interface Compilable<Row> {
  compile(): CompiledQuery<Row>;
}

/**
 * Values as the shop's connection binds them: a list is one array value (`= any(?)`, an `int[]` column), not the
 * comma list a plain array means to core/db.ts.
 */
const boundValues = (parameters: readonly unknown[]) =>
  parameters.map((value) =>
    Array.isArray(value) ? new BoundArray(value, value.length > 0 && value.every((item) => Number.isSafeInteger(item))) : value,
  );

/** Runs a typed statement on the EntityManager's connection (and its transaction): every row it answers. */
export function rows<Row>(em: EntityManager, query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = query.compile();
  return runSql(em, sql, boundValues(parameters)) as Promise<Row[]>;
}

/** Runs a typed statement: its first row, or undefined. */
export async function first<Row>(em: EntityManager, query: Compilable<Row>): Promise<Row | undefined> {
  return (await rows(em, query))[0];
}
