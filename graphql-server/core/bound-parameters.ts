// MikroORM 6 inlines every parameter into the SQL text before it reaches the driver (`platform.formatQuery`). That
// costs a fresh plan per statement on PostgreSQL, and on PGlite a `;` inside a quoted value sends the statement down
// the driver's multi-statement path, whose reply has another shape (a write succeeds and the caller fails). These
// drivers hand the statement and its values to the database separately, as the extended query protocol intends.
import { createHash } from "node:crypto";
import { JsonProperty, Utils, type Configuration, type Platform } from "@mikro-orm/core";
import { AbstractSqlConnection, AbstractSqlDriver, PostgreSqlConnection, PostgreSqlPlatform, type Knex } from "@mikro-orm/postgresql";
import type { PGlite } from "@electric-sql/pglite";
import { withConnection } from "./borrowed-connection.js";

type Method = "all" | "get" | "run";

interface Bound {
  /** The statement with one `?` per value (knex numbers them `$1, $2, …`) and `\\?` for a literal question mark. */
  sql: string;
  values: unknown[];
}

/** A list bound as one array parameter (`= any(?::int[])`), where a plain array would become a comma list. */
export class BoundArray {
  /** `integers`: every value is a safe integer, sent as the array's text (`{1,2,3}`), which the driver need not escape value by value. */
  constructor(
    readonly values: readonly unknown[],
    readonly integers = false,
  ) {}
}

/** The texts of frozen integer lists, kept while the list lives (a search's hits: frozen, shared by searches). */
const frozenListTexts = new WeakMap<readonly unknown[], string>();

/**
 * An integer list as PostgreSQL's array text. A frozen list cannot change, so its text is made once: a common
 * word's 3,000 hits at 20,000 products are bound by two statements a search, and again by the next search of it.
 */
function integerArrayText(values: readonly unknown[]): string {
  if (!Object.isFrozen(values)) return `{${values.join(",")}}`;
  let text = frozenListTexts.get(values);
  if (text === undefined) {
    text = `{${values.join(",")}}`;
    frozenListTexts.set(values, text);
  }
  return text;
}

/**
 * Reads `?` placeholders the way MikroORM's own formatter does — `??` is an identifier, `\\?` a literal question
 * mark, an array a comma-separated list, a raw fragment SQL text (with placeholders of its own), a plain object
 * JSON — but keeps every value out of the text.
 */
export function bindParameters(platform: Platform, sql: string, params: readonly unknown[], into: unknown[] = []): Bound {
  let text = "";
  let next = 0;
  let position = 0;
  const value = (param: unknown): string => {
    if (param instanceof BoundArray) {
      into.push(param.integers ? integerArrayText(param.values) : [...param.values]);
      return "?";
    }
    if (Utils.isRawSql(param)) return bindParameters(platform, param.sql, param.params ?? [], into).sql;
    if (platform.isRaw(param)) {
      const native = (param as Knex.Raw).toSQL();
      return bindParameters(platform, native.sql, native.bindings ?? [], into).sql;
    }
    if (Array.isArray(param)) return param.map(value).join(", ");
    if (Utils.isPlainObject(param) || (param as Record<symbol, unknown> | null)?.[JsonProperty]) {
      into.push(JSON.stringify(param));
      return "?";
    }
    into.push(param);
    return "?";
  };
  while (position < sql.length) {
    const at = sql.indexOf("?", position);
    if (at === -1) {
      text += sql.slice(position);
      break;
    }
    if (at > 0 && sql[at - 1] === "\\") {
      text += sql.slice(position, at + 1);
      position = at + 1;
    } else if (sql[at + 1] === "?") {
      text += sql.slice(position, at) + platform.quoteIdentifier(String(params[next++]));
      position = at + 2;
    } else {
      text += sql.slice(position, at) + value(params[next++]);
      position = at + 1;
    }
  }
  return { sql: text, values: into };
}
// A mixin's base must be constructible with any arguments (TypeScript's rule for mixins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConnectionClass = abstract new (...args: any[]) => AbstractSqlConnection;

/** More than one statement in a text without values (a migration, a schema script). */
const isScript = (text: string) => text.split(";").filter((part) => part.trim()).length > 1;

/** One select (no `;` anywhere, so no second statement): safe to prepare without values. */
const isSingleRead = (text: string) => /^\s*(select|with)\b/i.test(text) && !text.includes(";");

/** A statement as the driver gets it: numbered placeholders, its values, and for node-postgres a name to prepare it under. */
interface DriverStatement {
  text: string;
  values: unknown[];
  name?: string;
}

/** How a driver's connection runs one statement (or, without values, possibly a script of several). */
type Send<Connection> = (connection: Connection, statement: DriverStatement) => Promise<unknown>;

/** A statement text as the driver gets it: `?` numbered `$1, $2, …`, and the name it is prepared under. */
interface DriverText {
  numbered: string;
  name: string;
}

const driverTexts = new Map<string, DriverText>();
/**
 * Enough for every statement text the shop sends (a list's length changes its text, so there are a few per list);
 * a bound on their characters too, since a batch insert's text grows with its rows.
 */
const DRIVER_TEXTS_KEPT = 2000;
const DRIVER_CHARACTERS_KEPT = 1_000_000;
let driverCharacters = 0;

/**
 * The driver's form of a statement text, worked out once per text: the same few hundred statements come again and
 * again. A `\\?` becomes a plain `?` (the operator), as knex numbered them.
 */
export function driverText(text: string): DriverText {
  let found = driverTexts.get(text);
  if (found === undefined) {
    let count = 0;
    const numbered = text.replace(/(\\*)\?/g, (_match, escapes: string) => (escapes.length % 2 ? "?" : `${escapes}$${++count}`));
    found = { numbered, name: `s${createHash("sha1").update(text).digest("hex")}` };
    if (driverTexts.size >= DRIVER_TEXTS_KEPT || driverCharacters + text.length > DRIVER_CHARACTERS_KEPT) {
      driverTexts.clear();
      driverCharacters = 0;
    }
    driverTexts.set(text, found);
    driverCharacters += text.length;
  }
  return found;
}

/**
 * A connection class whose statements keep their values out of the text and go straight to the driver on a borrowed
 * connection (core/borrowed-connection.ts): knex's query runner, between a statement and the driver, cost more CPU
 * than the driver itself. `prepare`: each statement is also a named prepared statement.
 */
export function withBoundParameters<TBase extends ConnectionClass, Connection>(Base: TBase, send: Send<Connection>, { prepare = false } = {}) {
  abstract class BoundParameters extends Base {
    override async execute<T>(
      queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
      params: unknown[] = [],
      method: Method = "all",
      ctx?: Knex.Transaction,
      loggerContext?: Record<string, unknown>,
    ): Promise<T> {
      let query: string;
      if (Utils.isObject<Knex.QueryBuilder | Knex.Raw>(queryOrKnex)) {
        ctx ??= (queryOrKnex as unknown as { client: { transacting?: boolean } }).client.transacting
          ? (queryOrKnex as unknown as Knex.Transaction)
          : undefined;
        const native = queryOrKnex.toSQL();
        query = native.sql;
        params = [...(native.bindings ?? [])];
      } else {
        query = queryOrKnex;
      }
      // Without values there is nothing to bind (migrations, DDL): the text goes as it is, which also lets a script
      // with several statements run as one.
      const bound = params.length ? bindParameters(this.platform, query, params) : { sql: query, values: [] };
      // The driver would send an undefined value as NULL: a value the caller forgot, which must not clear a column.
      if (bound.values.includes(undefined)) throw new Error(`undefined value bound at $${bound.values.indexOf(undefined) + 1} of: ${bound.sql}`);
      // The hook runs before the first await, while the caller's frames are still on the stack (the table check
      // in the tests reads them).
      query = this.config.get("onQuery")(bound.sql, bound.values);
      await this.ensureConnection();
      // Parsed and planned once per connection instead of on every request. A statement without values is
      // prepared only when it is one read (the public-read cache's version check, an unfiltered listing): others
      // may be scripts of several statements or DDL, which cannot or should not be prepared.
      // node-postgres prepares a named statement once per connection and reuses it.
      const { numbered, name } = driverText(query);
      const prepared = prepare && (bound.values.length || isSingleRead(query));
      const statement: DriverStatement = { text: numbered, values: bound.values, ...(prepared ? { name } : {}) };
      return this.executeQuery(
        query,
        async () => this.transformRawResult<T>(await withConnection(ctx ?? this.getKnex(), (connection: Connection) => send(connection, statement)), method),
        { query, params, ...loggerContext },
      );
    }
  }
  return BoundParameters;
}

/**
 * node-postgres hands bigint columns over as text, PGlite as numbers: both give numbers here, so a row reads the same
 * on either database (money in minor units and counters stay far below 2^53; a larger value stays text). Timestamps
 * likewise: the ORM's connection asks for them as text, PGlite gives Dates; here they are Dates on both, as the
 * generated table types say.
 */
class NumericBigintPostgreSqlConnection extends PostgreSqlConnection {
  override getConnectionOptions() {
    const options = super.getConnectionOptions();
    const types = options.types as unknown as TypeOverrides;
    types.setTypeParser(PG_INT8, (text) => {
      const value = Number(text);
      return Number.isSafeInteger(value) ? value : text;
    });
    // node-postgres's own timestamp readers, which the ORM's text readers replaced.
    for (const oid of [PG_TIMESTAMP, PG_TIMESTAMPTZ]) delete types.text[oid];
    return options;
  }
}
const PG_INT8 = 20;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/** node-postgres's per-connection type readers: set ones in `text`, the driver's defaults behind them. */
interface TypeOverrides {
  text: Record<number, unknown>;
  setTypeParser(oid: number, parse: (text: string) => unknown): void;
}

const BoundPostgreSqlConnection = withBoundParameters(
  NumericBigintPostgreSqlConnection,
  (connection: { query(statement: DriverStatement): Promise<unknown> }, statement) => connection.query(statement),
  { prepare: true },
);

/** PostgreSQL over node-postgres, values bound. */
export class BoundPostgreSqlDriver extends AbstractSqlDriver<AbstractSqlConnection, PostgreSqlPlatform> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), BoundPostgreSqlConnection as never, ["knex", "pg"]);
  }
}

/**
 * Embedded PGlite, values bound. Loaded on demand: a static import would make the production bundle load PGlite's
 * WASM modules on every start, also for a shop on PostgreSQL.
 */
export async function loadBoundPGliteDriver() {
  const { PGliteConnection } = await import("mikro-orm-pglite");
  // A text of several statements goes through `exec` and answers one result each, as knex's PGlite dialect did.
  const BoundPGliteConnection = withBoundParameters(PGliteConnection, (connection: PGlite, { text, values }) =>
    values.length || !isScript(text) ? connection.query(text, values) : connection.exec(text),
  );
  return class BoundPGliteDriver extends AbstractSqlDriver<AbstractSqlConnection, PostgreSqlPlatform> {
    constructor(config: Configuration) {
      super(config, new PostgreSqlPlatform(), BoundPGliteConnection as never, ["knex", "@electric-sql/pglite", "@harryplusplus/knex-pglite"]);
    }
  };
}
