import { getPdf, type Version } from './declaration-api';

/** Saves the declaration PDF through a temporary link; the object URL is released after. */
export async function downloadDeclaration(version: Version): Promise<void> {
  const blob = await getPdf(version);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = version === 'translation' ? 'declaration-english.pdf' : 'declaration.pdf';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
