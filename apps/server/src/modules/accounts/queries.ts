import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';

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
