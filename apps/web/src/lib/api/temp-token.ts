import { type Locale, tempTokenSchema } from '@camino/contracts';
import { apiRequest } from '../api-client';

/** Opens the temporary session the eligibility questionnaire is answered under (the server also sets a cookie). */
export const generateTempToken = (locale: Locale) =>
  apiRequest('/auth/generate-temp-token', { schema: tempTokenSchema, body: { locale }, auth: 'none' });
