import { apiBlob, type ApiRequestOptions } from '../api-client';

/** Fetches a file with the caller's credentials and saves it under `fileName` through a temporary link. */
export async function downloadFile(
  path: string,
  fileName: string,
  options: Omit<ApiRequestOptions, 'retries' | 'fetch'> = {},
): Promise<void> {
  const blob = await apiBlob(path, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
