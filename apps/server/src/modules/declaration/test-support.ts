/** What other modules' tests use to make a declaration as the package files it. */
export { renderDeclarationPdf } from './declaration-pdf';
export { joinPdfs } from './translation-package';
