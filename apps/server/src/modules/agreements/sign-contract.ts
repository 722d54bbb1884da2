import { createHash, randomUUID } from 'node:crypto';
import { AppError, type Locale, type SignContractRequest, type SignedContract } from '@camino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { signedContracts } from '../../db/schema/agreements';
import { applyCaseEvent, lockCase } from '../cases';
import { hasReached } from './case-progress';
import { type Applicant, contractDateTime, contractDetails, type ContractPrice } from './contract-details';
import { renderContractPdf } from './contract-pdf';
import type { LegalLibrary } from './legal-documents';
import { findSignedContract, toSignedContract } from './signed-contracts';
import { readSignatureImage } from './signature-image';

export interface SignContractDeps {
  db: Db;
  storage: FileStorage;
  library: LegalLibrary;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: Date;
  price: ContractPrice | null;
}

export interface Signer extends Applicant {
  caseId: string;
  locale: Locale;
  clientAddress: string;
}

/**
 * Signs the service contract: the drawn signature, the time and the address go into the PDF, the
 * PDF is stored encrypted, its record and the case's move to start-application are written together.
 * A second submission (a double tap, a retry after a lost answer) finds the first record and
 * answers it: the case row lock makes the second wait for the first.
 */
export async function signContract(
  { db, storage, library, log, now, price }: SignContractDeps,
  signer: Signer,
  request: SignContractRequest,
): Promise<SignedContract> {
  const { contract } = library;
  const png = readSignatureImage(request.signaturePng);
  const locale = request.lang ?? signer.locale;

  return db.transaction(async (tx) => {
    const row = await lockCase(tx, signer.caseId);
    const existing = await findSignedContract(tx, row.id);
    if (existing) return toSignedContract(existing);
    if (!hasReached(row.step, 'sign-contract'))
      throw new AppError('FORBIDDEN', {
        detail: 'The contract is signed after accepting the terms.',
        extensions: { reason: 'case.stepNotReached' },
      });
    if (request.contractVersion !== contract.version)
      throw new AppError('CONFLICT', {
        detail: 'The contract changed; review and sign the current version.',
        extensions: { reason: 'contractVersion' },
      });

    const text = contract.texts[locale];
    const pdf = await renderContractPdf({
      text,
      version: contract.version,
      locale,
      details: contractDetails(text, locale, signer, row, now, price),
      signature: { png, signedAt: contractDateTime(now, locale), clientAddress: signer.clientAddress },
      createdAt: now,
    });
    const storageKey = `contracts/${row.id}/${randomUUID()}.pdf`;
    await storage.put(storageKey, pdf, { contentType: 'application/pdf' });
    try {
      const [inserted] = await tx
        .insert(signedContracts)
        .values({
          caseId: row.id,
          contractVersion: contract.version,
          locale,
          storageKey,
          sha256: createHash('sha256').update(pdf).digest('hex'),
          sizeBytes: pdf.length,
          clientAddress: signer.clientAddress,
          signedAt: now,
        })
        .returning();
      if (row.step === 'sign-contract')
        await applyCaseEvent(tx, { caseId: row.id, event: 'CONTRACT_SIGNED', now });
      return toSignedContract(inserted!);
    } catch (error) {
      // The record was not written, so the file would be an orphan nobody can reach.
      await storage
        .delete(storageKey)
        .catch((cleanup: unknown) => log.error({ err: cleanup }, 'orphan contract file'));
      throw error;
    }
  });
}
