import { type ContractPdf, fetchContractPdf } from './api/contract-pdf';

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
