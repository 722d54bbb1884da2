import type { Config } from '../../config';
import type { CrmAdapter } from './crm';
import { createHttpCrm } from './http-crm';
import { createLocalCrm } from './local-crm';

export type {
  CrmAdapter,
  CrmCaseConversion,
  CrmCaseUpdate,
  CrmLead,
  CrmOpportunityUpdate,
  CrmReferralSale,
  CrmReferredUser,
} from './crm';
export { createHttpCrm } from './http-crm';
export { createLocalCrm } from './local-crm';

/** The HTTP adapter when the CRM is configured, otherwise the local table. */
export function createCrm(config: Pick<Config, 'CRM_API_URL' | 'CRM_API_TOKEN'>): CrmAdapter {
  return config.CRM_API_URL && config.CRM_API_TOKEN
    ? createHttpCrm({ url: config.CRM_API_URL, token: config.CRM_API_TOKEN })
    : createLocalCrm();
}
