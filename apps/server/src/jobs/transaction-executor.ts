import type { Db, ExecuteSql } from '../db/database';

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Raw SQL on the connection of an open Drizzle transaction (both drivers keep it as
 * `session.client`), so a job is queued in the same transaction as the rows it is about.
 */
export function transactionExecutor(transaction: Db): { executeSql: ExecuteSql } {
  const client = (transaction as unknown as { session: { client: QueryClient } }).session.client;
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values && values.length > 0 ? values : undefined);
      return { rows: result.rows };
    },
  };
}
