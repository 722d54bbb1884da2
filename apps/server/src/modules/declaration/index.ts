import type { ServerModule } from '../server-module';
import { declarationRoutes } from './routes';

/** The applicant's declaration: written section by section, checked against the forms, drawn as a PDF. */
export const declarationModule: ServerModule = { name: 'declaration', routes: declarationRoutes };
