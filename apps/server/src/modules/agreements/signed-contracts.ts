import type { SignedContract } from '@camino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signedContracts } from '../../db/schema/agreements';

export type SignedContractRow = typeof signedContracts.$inferSelect;

/** The case's most recently signed contract, or null. */
export async function findSignedContract(db: Db, caseId: string): Promise<SignedContractRow | null> {
  const [row] = await db
    .select()
    .from(signedContracts)
    .where(eq(signedContracts.caseId, caseId))
    .orderBy(desc(signedContracts.signedAt))
    .limit(1);
  return row ?? null;
}

/** What the applicant may see of the record: never the storage key or the address. */
export function toSignedContract(row: SignedContractRow | null): SignedContract {
  if (!row) return { signed: false };
  return {
    signed: true,
    contractVersion: row.contractVersion,
    signedAt: row.signedAt.toISOString(),
    locale: row.locale,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
  };
}

/** A file name that says what the document is without naming the applicant (it may be seen on a shared device). */
export const contractFileName = (row: Pick<SignedContractRow, 'contractVersion'>) =>
  `camino-contract-${row.contractVersion}.pdf`;
