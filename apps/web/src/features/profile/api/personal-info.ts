import { type PersonalInfoInput, personalInfoResponseSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export { personalInfoQuery } from '../../../lib/api/personal-info';

// A PUT of the whole record: repeating it after a lost answer writes the same values.
export const savePersonalInfo = (info: PersonalInfoInput) =>
  apiRequest('/mycase/personal-info', {
    schema: personalInfoResponseSchema,
    method: 'PUT',
    body: info,
    auth: 'token',
  });
