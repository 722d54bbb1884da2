import { declarationRecommendationsSchema, type Locale } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export type { DeclarationRecommendation as Recommendation, RecommendationKind } from '@camino/contracts';

export const getRecommendations = (locale: Locale, signal?: AbortSignal) =>
  apiRequest(`/declaration-recommendations?lang=${locale}`, {
    schema: declarationRecommendationsSchema,
    auth: 'token',
    signal,
  });
