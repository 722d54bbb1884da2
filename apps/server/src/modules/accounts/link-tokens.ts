import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { accountTokens } from '../../db/schema/accounts';
import { addSeconds } from './clock';
import { randomToken, sha256 } from './secrets';

export type LinkPurpose = 'activation' | 'password_reset';
export type LinkToken = typeof accountTokens.$inferSelect;

/** A new single-use link token; earlier unused ones of the same purpose stop working. */
export async function issueLinkToken(
  db: Db,
  input: { accountId: string; purpose: LinkPurpose; ttlSeconds: number; now: Date },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.accountId, input.accountId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = randomToken();
  const expiresAt = addSeconds(input.now, input.ttlSeconds);
  const [row] = await db
    .insert(accountTokens)
    .values({
      accountId: input.accountId,
      purpose: input.purpose,
      tokenHash: sha256(token),
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: accountTokens.id });
  return { id: row!.id, token, expiresAt };
}

/** The row of a link token whatever its state (used, expired), or null when it was never issued. */
export async function findLinkToken(db: Db, token: string, purpose: LinkPurpose): Promise<LinkToken | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function consumeLinkToken(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** `/activate-account?token=…` or `/es/set-password?token=…`, on the public address. */
export function linkTo(
  config: Pick<Config, 'PUBLIC_URL'>,
  locale: string,
  page: string,
  token: string,
): string {
  const prefix = locale === 'es' ? '/es' : '';
  return `${config.PUBLIC_URL}${prefix}${page}?token=${encodeURIComponent(token)}`;
}
