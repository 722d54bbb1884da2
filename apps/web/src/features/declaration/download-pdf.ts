import { getPdf, getTranslationPackage, type Version } from './api/declaration-pages';

/** Saves the declaration PDF through a temporary link; the object URL is released after. */
export async function downloadDeclaration(version: Version | 'package'): Promise<void> {
  const blob = version === 'package' ? await getTranslationPackage() : await getPdf(version);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = {
    original: 'declaration.pdf',
    translation: 'declaration-english.pdf',
    package: 'declaration-translation-package.pdf',
  }[version];
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
