import { createHealthPartner } from '../../adapters/health-partner';
import type { ServerModule } from '../server-module';
import { healthPartnerRoutes } from './routes';

/**
 * The health-assessment partner: an applicant authorizes a referral for a forensic medical or
 * psychological evaluation, and exactly what they agreed to share is sent, once per case.
 */
export const healthPartnerModule: ServerModule = {
  name: 'health-partner',
  routes: async (app) => {
    await app.register(healthPartnerRoutes(createHealthPartner(app.config)));
  },
};
