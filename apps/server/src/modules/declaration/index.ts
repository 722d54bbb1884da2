import type { ServerModule } from '../server-module';
import { declarationRoutes } from './routes';
import type { CertificateBuilder } from './translation-package';

export type { CertificateBuilder, CertificateRequest } from './translation-package';

export interface DeclarationModuleOptions {
  /** Makes the translator's certificate of the translation package; without it the package is refused. */
  readonly certificate?: CertificateBuilder;
}

/** The applicant's declaration: written section by section, checked against the forms, drawn as a PDF. */
export function createDeclarationModule(options: DeclarationModuleOptions = {}): ServerModule {
  return { name: 'declaration', routes: declarationRoutes(options.certificate ?? null) };
}

export const declarationModule = createDeclarationModule();
