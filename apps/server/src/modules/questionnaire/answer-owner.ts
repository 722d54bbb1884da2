/**
 * Whose answers a request reads and writes: always derived from the caller's credentials, never
 * from an id in the request. A temporary session owns the pre-account questionnaire; an applicant
 * owns their case's.
 */
import type { FastifyRequest } from 'fastify';
import { type AuthenticatedUser, requireTempSession, requireUser } from '../accounts';
import type { AnswerOwner } from '../module-events';

export type { AnswerOwner };

/**
 * The case of an applicant. Until the cases module exists an account has exactly one case, and
 * its id stands for it; only this function changes when cases get their own ids.
 */
export function caseOwnerOf(user: Pick<AuthenticatedUser, 'accountId'>): AnswerOwner {
  return { kind: 'case', id: user.accountId };
}

/** temp variants: a temporary session, or an applicant who already has an account (their case). */
export async function requireTempOwner(request: FastifyRequest): Promise<AnswerOwner> {
  const caller = await requireTempSession(request);
  return caller.kind === 'temp' ? { kind: 'temp', id: caller.session.id } : caseOwnerOf(caller.user);
}

/** case variants: the signed-in applicant's case; 401 otherwise. */
export async function requireCaseOwner(request: FastifyRequest): Promise<AnswerOwner> {
  return caseOwnerOf(await requireUser(request));
}

/** Calls the spec names once for both: the applicant's case when signed in, else the temporary session. */
export const resolveAnswerOwner = requireTempOwner;
