import { apiBlob } from '../../../lib/api-client';

/** Downloads the filled form under its form number. */
export async function downloadFilledForm(form: string): Promise<void> {
  const blob = await apiBlob('/pdf/fillForm', { method: 'POST', body: { form } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${form}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
