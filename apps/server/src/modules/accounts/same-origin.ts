import { AppError } from '@camino/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Cookie-authenticated calls must come from our own pages. Browsers send Sec-Fetch-Site (and
 * Origin on POST) with every cross-site request, so either header naming another site is
 * refused; clients that send neither are not browsers and cannot carry a victim's cookies.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('FORBIDDEN', {
      detail: 'Cross-site request refused.',
      extensions: { reason: 'cross_site' },
    });
  }
  const origin = request.headers.origin;
  // The site may be reached under more than one name (localhost and 127.0.0.1 locally, a proxy's
  // name in production): the address the browser itself used counts as ours too.
  const ours = [new URL(request.server.config.PUBLIC_URL).origin, `${request.protocol}://${request.host}`];
  if (typeof origin === 'string' && !ours.includes(origin)) {
    throw new AppError('FORBIDDEN', {
      detail: 'Cross-site request refused.',
      extensions: { reason: 'cross_site' },
    });
  }
}
