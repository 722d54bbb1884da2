import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';

export type Account = typeof accounts.$inferSelect;

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

/** `email` must already be lower-cased. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row ?? null;
}

/** `phone` must already be in E.164. */
export async function findAccountByPhone(db: Db, phone: string): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone)).limit(1);
  return row ?? null;
}

/** The accounts among `ids`, in one query. */
export async function findAccountsByIds(db: Db, ids: readonly string[]): Promise<Account[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}
