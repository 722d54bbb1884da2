/**
 * Every case-scoped route finds its case here, from the caller's credentials only: an id sent by the
 * client is never trusted to name a case.
 */
import type { FastifyRequest } from 'fastify';
import { type AuthenticatedUser, requireUser } from '../accounts';
import { type CaseRow, findOrOpenCase } from './open-case';

export interface ApplicantCase {
  user: AuthenticatedUser;
  caseRow: CaseRow;
}

const resolved = new WeakMap<FastifyRequest, Promise<ApplicantCase>>();

/** The signed-in applicant and their case (opened on first use); 401 without a valid token. */
export function requireApplicantCase(request: FastifyRequest): Promise<ApplicantCase> {
  let found = resolved.get(request);
  if (!found) {
    found = (async () => {
      const user = await requireUser(request);
      const caseRow = await findOrOpenCase(request.server.db, user.accountId, request.server.clock());
      return { user, caseRow };
    })();
    resolved.set(request, found);
  }
  return found;
}
