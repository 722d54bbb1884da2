import { AppError } from '@camino/contracts';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { contractFileName, findSignedContract } from './signed-contracts';

/** The decrypted signed contract of the case; 404 while there is none. */
export async function readContractFile(
  { db, storage }: { db: Db; storage: FileStorage },
  caseId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await findSignedContract(db, caseId);
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No signed contract yet.' });
  const file = await storage.get(row.storageKey);
  return { bytes: file.bytes, fileName: contractFileName(row) };
}
