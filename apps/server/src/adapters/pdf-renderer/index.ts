export { PdfRenderError, type PdfRenderer, type RenderOptions } from './pdf-renderer';
export { createPopplerRenderer, type PopplerOptions } from './poppler-renderer';
