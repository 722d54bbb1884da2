import { apiBlob } from '../../../lib/api-client';

/** Which contract PDF: the unsigned one to read before signing, or the signed copy. */
export type ContractPdf = { kind: 'unsigned'; locale: string } | { kind: 'signed' };

function pathOf(pdf: ContractPdf): string {
  return pdf.kind === 'unsigned'
    ? `/pdf/fillContract?lang=${encodeURIComponent(pdf.locale)}`
    : '/mycase/find-contract/file?disposition=inline';
}

/** The PDF as a blob; a plain link cannot carry the bearer token (which must never go in a URL). */
export const fetchContractPdf = (pdf: ContractPdf) => apiBlob(pathOf(pdf), { cache: 'no-store' });
