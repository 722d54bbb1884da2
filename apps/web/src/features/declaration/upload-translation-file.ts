import { ApiError, apiErrorMessage } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { readSession } from '../../lib/session/session-store';

/** Sends the translator's file as it is (the JSON client cannot carry bytes); throws an ApiError with the server's reason. */
export async function uploadTranslationFile(file: File): Promise<{ uploaded: boolean }> {
  const token = readSession().token;
  let response: Response;
  try {
    response = await fetch('/api/declaration/translation/file', {
      method: 'PUT',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'Accept-Language': i18n.language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
      body: file,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', apiErrorMessage('NETWORK'));
  }
  if (response.ok) return (await response.json()) as { uploaded: boolean };
  const body = (await response.json().catch(() => null)) as { code?: string; reason?: string } | null;
  const code = body?.code ?? `HTTP_${response.status}`;
  throw new ApiError(response.status, code, apiErrorMessage(code, body?.reason), body?.reason);
}
