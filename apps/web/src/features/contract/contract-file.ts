import { ApiError } from '../../lib/api-client';
import { readSession } from '../../lib/session/session-store';

/** Which contract PDF: the unsigned one to read before signing, or the signed copy. */
export type ContractPdf = { kind: 'unsigned'; locale: string } | { kind: 'signed' };

function urlOf(pdf: ContractPdf): string {
  return pdf.kind === 'unsigned'
    ? `/api/pdf/fillContract?lang=${encodeURIComponent(pdf.locale)}`
    : '/api/mycase/find-contract/file?disposition=inline';
}

/**
 * The PDF as a blob. The API client speaks JSON only, and a plain link cannot carry the bearer
 * token (which must never go in a URL, where history and logs would keep it).
 */
export async function fetchContractPdf(pdf: ContractPdf, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const token = readSession().token;
  let response: Response;
  try {
    response = await fetchImpl(urlOf(pdf), {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'NETWORK');
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, `HTTP_${response.status}`);
  return response.blob();
}

/** Saves the blob under `fileName` through a temporary link; the object URL is released after. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens the PDF in a new tab. The tab is opened before the download starts, while the tap still
 * counts as a user gesture, or phone browsers block it as a pop-up; it is pointed at the file once
 * the file is in. Without a tab (blocked anyway), the file is downloaded instead.
 */
export async function openContractPdf(pdf: ContractPdf, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchContractPdf(pdf);
    if (!tab) {
      downloadBlob(blob, fileName);
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
