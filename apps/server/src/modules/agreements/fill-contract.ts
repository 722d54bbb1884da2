import { AppError, type Locale } from '@camino/contracts';
import type { CaseRow } from '../cases';
import { hasReached } from './case-progress';
import { type Applicant, contractDetails, type ContractPrice } from './contract-details';
import { renderContractPdf } from './contract-pdf';
import type { LegalLibrary } from './legal-documents';

export interface FillContractDeps {
  library: LegalLibrary;
  now: Date;
  price: ContractPrice | null;
}

/** The unsigned contract to read before signing, filled in with the applicant's details. */
export async function fillContract(
  { library, now, price }: FillContractDeps,
  applicant: Applicant,
  caseRow: CaseRow,
  locale: Locale,
): Promise<Uint8Array> {
  if (!hasReached(caseRow.step, 'accept-terms'))
    throw new AppError('FORBIDDEN', {
      detail: 'The contract is available after the payment.',
      extensions: { reason: 'case.stepNotReached' },
    });
  const { contract } = library;
  const text = contract.texts[locale];
  return renderContractPdf({
    text,
    version: contract.version,
    locale,
    details: contractDetails(text, locale, applicant, caseRow, now, price),
    createdAt: now,
  });
}
