import {
  type ConsultationExchange,
  type ConsultationHistory,
  type ConsultationLanguage,
  consultationExchangeSchema,
  consultationHistorySchema,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

export const fetchConsultation = async (signal?: AbortSignal): Promise<ConsultationHistory> =>
  consultationHistorySchema.parse(
    await apiRequest('/consultation', { auth: 'token', ...(signal ? { signal } : {}) }),
  );

export const askConsultation = async (input: {
  question: string;
  language: ConsultationLanguage;
  shareCaseData: boolean;
}): Promise<ConsultationExchange> =>
  consultationExchangeSchema.parse(
    await apiRequest('/consultation/questions', { method: 'POST', auth: 'token', body: input }),
  );
