// A driver connection borrowed from knex for one statement: from its pool, or the transaction's own when given a
// transaction. The shop's raw statements and the job queue send their SQL straight to the driver this way; knex's
// query runner would only add its formatting, events and promise layers on top.
import type { Knex } from "@mikro-orm/postgresql";

interface ConnectionSource<Connection> {
  acquireConnection(): Promise<Connection>;
  releaseConnection(connection: Connection): Promise<void>;
}

/** Runs `use` on a connection of `source` (a knex instance, a transaction, or a query bound to one) and gives it back. */
export async function withConnection<Connection, T>(source: Knex | Knex.Transaction, use: (connection: Connection) => Promise<T>): Promise<T> {
  // A transaction's connection goes back to the pool when it ends; a statement sent after that would run outside it.
  const ended = (source as { isCompleted?: () => boolean }).isCompleted;
  if (typeof ended === "function" && ended.call(source)) throw new Error("statement sent after its transaction ended");
  const client = source.client as ConnectionSource<Connection>;
  const connection = await client.acquireConnection();
  try {
    return await use(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}
