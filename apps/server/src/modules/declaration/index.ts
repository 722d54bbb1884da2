import { buildTranslatorCertificatePdf } from '../documents';
import type { ServerModule } from '../server-module';
import { declarationRoutes } from './routes';
import type { CertificateBuilder } from './translation-package';

export type { CertificateBuilder, CertificateRequest } from './translation-package';

export interface DeclarationModuleOptions {
  /** Makes the translator's certificate of the translation package; without it the package is refused. */
  readonly certificate?: CertificateBuilder | null;
}

/** The applicant's declaration: written section by section, checked against the forms, drawn as a PDF. */
export function createDeclarationModule(options: DeclarationModuleOptions = {}): ServerModule {
  const certificate =
    options.certificate === undefined
      ? (request: Parameters<CertificateBuilder>[0]) => buildTranslatorCertificatePdf(request)
      : options.certificate;
  return { name: 'declaration', routes: declarationRoutes(certificate) };
}

export const declarationModule = createDeclarationModule();
