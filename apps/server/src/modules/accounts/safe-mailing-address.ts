import {
  AppError,
  type SafeMailingAddress,
  type SafeMailingAddressState,
  safeMailingAddressSchema,
} from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import type { PreAccountCaller } from './request-auth';
import { updateTempSession } from './update-temp-session';
import { findAccountById } from './queries';

type StoredSafeContact = Record<string, unknown> & { mail?: unknown; mailingAddress?: unknown };

/** What the package and the forms read; anything else stored there is treated as no address. */
function storedAddress(safeContact: StoredSafeContact | null): SafeMailingAddress | null {
  const parsed = safeMailingAddressSchema.safeParse(safeContact?.mailingAddress);
  return parsed.success ? parsed.data : null;
}

function stateOf(safeContact: StoredSafeContact | null): SafeMailingAddressState {
  // People never asked about letters (no abuse or trafficking) were never told mail is unsafe.
  return { mailSafe: safeContact?.mail !== false, mailingAddress: storedAddress(safeContact) };
}

async function storedSafeContact(db: Db, caller: PreAccountCaller): Promise<StoredSafeContact | null> {
  if (caller.kind === 'temp') return caller.session.safeContact as StoredSafeContact | null;
  const account = await findAccountById(db, caller.user.accountId);
  return (account?.safeContact ?? null) as StoredSafeContact | null;
}

/** GET /safe-contact/mailing-address: whether letters home are safe, and the safe address if given. */
export async function getSafeMailingAddress(
  db: Db,
  caller: PreAccountCaller,
): Promise<SafeMailingAddressState> {
  return stateOf(await storedSafeContact(db, caller));
}

/**
 * PUT /safe-contact/mailing-address: sets (or, with null, removes) the safe mailing address. Before
 * an account exists it is asked only of a visitor found eligible: nobody the screener refers
 * elsewhere is asked for an address. It moves to the account with the rest of the safe contact.
 */
export async function setSafeMailingAddress(
  db: Db,
  caller: PreAccountCaller,
  mailingAddress: SafeMailingAddress | null,
): Promise<SafeMailingAddressState> {
  const current = await storedSafeContact(db, caller);
  const next = { ...(current ?? {}), mailingAddress };
  if (caller.kind === 'temp') {
    if (caller.session.eligibilityOutcome !== 'eligible') {
      throw new AppError('FORBIDDEN', {
        detail: 'A safe mailing address is asked once the visitor is eligible.',
      });
    }
    await updateTempSession(db, caller.session.id, { safeContact: next });
  } else {
    await db.update(accounts).set({ safeContact: next }).where(eq(accounts.id, caller.user.accountId));
  }
  return stateOf(next);
}
