import { downloadFile } from '../../../lib/api/download-file';

/** Downloads the filled form under its form number. */
export const downloadFilledForm = (form: string) =>
  downloadFile('/pdf/fillForm', `${form}.pdf`, { method: 'POST', body: { form } });
