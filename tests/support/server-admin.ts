// Databases made and dropped on a PostgreSQL server (used by test-db.ts and by the global setup, which may not import
// vitest and so cannot import test-db.ts).
import { MikroORM } from "@mikro-orm/core";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import { entities } from "../../graphql-server/mikro-orm.config.js";

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in the target). */
async function serverAdmin(url: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, entities, pool: { min: 0, max: 1 } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

/** Makes database `name` on the server (a copy of `template` when given) and returns its URL. */
export async function createServerDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await serverAdmin(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes database `name` unreachable, as a stopped server is to the shop: open connections are ended and new ones
 * refused (`drop` still works).
 */
export async function refuseServerConnections(serverUrl: string, name: string): Promise<void> {
  await serverAdmin(serverUrl, `alter database "${name}" allow_connections false`);
  await serverAdmin(serverUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
}

export function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  return serverAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
}
