import { shortUrlSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Where a short link leads; a missing slug is a 404 ApiError. */
export const getShortUrl = (slugId: string, signal?: AbortSignal) =>
  apiRequest(`/url-shorter/${encodeURIComponent(slugId)}`, {
    schema: shortUrlSchema,
    auth: 'none',
    retries: 0,
    signal,
  });
