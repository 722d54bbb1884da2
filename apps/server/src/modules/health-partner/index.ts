import { createHealthPartner } from '../../adapters/health-partner';
import type { ServerModule } from '../server-module';
import { evaluationRoutes } from './evaluation-routes';
import { healthPartnerRoutes } from './routes';

/**
 * The health-assessment partner: an applicant authorizes a referral for a forensic medical or
 * psychological evaluation, and exactly what they agreed to share is sent, once per case; the
 * evaluation, when the partner returns it, joins the case's evidence.
 */
export const healthPartnerModule: ServerModule = {
  name: 'health-partner',
  routes: async (app) => {
    await app.register(healthPartnerRoutes(createHealthPartner(app.config)));
    await app.register(evaluationRoutes);
  },
};
