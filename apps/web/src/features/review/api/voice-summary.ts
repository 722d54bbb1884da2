import { type Locale, voiceSummarySchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const fetchVoiceSummary = (lang: Locale) =>
  apiRequest(`/voice-summary?lang=${lang}`, { schema: voiceSummarySchema, auth: 'token' });
