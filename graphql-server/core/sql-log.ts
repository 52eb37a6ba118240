// MikroORM's log through the shop's logger: each SQL statement as a debug line (its text with `?`/`$n` placeholders,
// duration, row count) carrying the request id of the request that ran it. The values bound to a statement are
// never written (they are guest tokens' hashes, contact details, addresses): MikroORM's `query-params` namespace
// stays off whatever the level. Statements that failed are warnings, so they show at the default level.
import type { LogContext, Logger as OrmLogger, LoggerNamespace } from "@mikro-orm/core";
import { loggerFor } from "./logger.js";

const sqlLog = loggerFor("sql");

export class ShopOrmLogger implements OrmLogger {
  isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    if (namespace === "query-params") return false;
    if (context?.enabled !== undefined) return context.enabled;
    return namespace === "deprecated" || sqlLog.isLevelEnabled("debug");
  }

  log(namespace: LoggerNamespace, message: string, context?: LogContext): void {
    if (context?.level === "error") sqlLog.error({ namespace }, message);
    else if (context?.level === "warning" || namespace === "deprecated") sqlLog.warn({ namespace }, message);
    else if (this.isEnabled(namespace, context)) sqlLog.debug({ namespace }, message);
  }

  error(namespace: LoggerNamespace, message: string, context?: LogContext): void {
    this.log(namespace, message, { ...context, level: "error" });
  }

  warn(namespace: LoggerNamespace, message: string, context?: LogContext): void {
    this.log(namespace, message, { ...context, level: "warning" });
  }

  logQuery(context: LogContext): void {
    const line = { sql: context.query, ms: context.took, rows: context.results ?? context.affected };
    if (context.level === "error") sqlLog.warn(line, "sql statement failed");
    else if (sqlLog.isLevelEnabled("debug")) sqlLog.debug(line, "sql");
  }

  setDebugMode(): void {
    // The level of the shop's logger decides (LOG_LEVEL=debug shows the statements).
  }
}
