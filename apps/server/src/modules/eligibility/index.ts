import { createCrm } from '../../adapters/crm';
import type { ServerModule } from '../server-module';
import { deliverLead } from './deliver-lead';
import { LEAD_DELIVERY_QUEUE, type LeadDeliveryJob } from './lead-delivery';
import { eligibilityRoutes } from './routes';

export { createAccountLead } from './create-lead';
export { loadEligibilityAnswers } from './load-eligibility-answers';
export { type AnswersByName, decideEligibility, type NamedAnswer, readContactSafety } from './outcome';
export {
  checkScreening,
  type LegalAnswer,
  type ScreeningCheck,
  type ScreeningFactChange,
  type ScreeningOffer,
  screeningOffers,
} from './restatements';

/** The eligibility decision of the pre-account questionnaire and the leads of visitors it cannot serve. */
export const eligibilityModule: ServerModule = {
  name: 'eligibility',
  routes: eligibilityRoutes,
  jobs(jobs, { db, config, log, clock }) {
    const crm = createCrm(config);
    jobs.register<LeadDeliveryJob>({
      queue: LEAD_DELIVERY_QUEUE,
      handler: ({ data, log: jobLog }) =>
        deliverLead({ db, crm, log: jobLog ?? log, now: clock }, data.leadId),
      options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    });
  },
};
