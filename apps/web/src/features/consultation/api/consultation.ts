import {
  type ConsultationLanguage,
  consultationExchangeSchema,
  consultationHistorySchema,
} from '@camino/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';

export const fetchConsultation = (signal?: AbortSignal) =>
  apiRequest('/consultation', {
    schema: consultationHistorySchema,
    auth: 'token',
    signal,
  });

export const askConsultation = (input: {
  question: string;
  language: ConsultationLanguage;
  shareCaseData: boolean;
}) =>
  apiRequest('/consultation/questions', {
    schema: consultationExchangeSchema,
    method: 'POST',
    auth: 'token',
    body: input,
  });

/** Erases the applicant's questions and answers. */
export const clearConsultation = () => apiSend('/consultation', { method: 'DELETE', auth: 'token' });
