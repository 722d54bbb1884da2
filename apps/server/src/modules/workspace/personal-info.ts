/**
 * My profile's personal information. Until the first save, the account's own name, email and phone
 * are offered so the applicant only adds what is missing. Once the case is complete (percentage 100)
 * or its percentage cannot be read, it is read-only, as the pages are (spec section 4).
 */
import type { PersonalInfo, PersonalInfoResponse } from '@camino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ApplicantCase } from '../cases';
import { findAccountById } from '../accounts';
import type { CaseProgressSources } from '../module-events';
import { findPersonalInfo, type PersonalInfoRow, upsertPersonalInfo } from './personal-info-store';
import { assertSectionWritable } from './section-access';

function fromRow(row: PersonalInfoRow): PersonalInfoResponse {
  return {
    name: row.name,
    lastName: row.lastName,
    aNumber: row.aNumber,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    saved: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET mycase/personal-info. */
export async function getPersonalInfo(
  db: Db,
  { user, caseRow }: ApplicantCase,
): Promise<PersonalInfoResponse> {
  const saved = await findPersonalInfo(db, caseRow.id);
  if (saved) return fromRow(saved);
  const account = await findAccountById(db, user.accountId);
  return {
    name: account?.name ?? user.name,
    lastName: account?.lastName ?? user.lastName,
    aNumber: null,
    dateOfBirth: null,
    gender: null,
    email: account?.email ?? '',
    phone: account?.phone ?? null,
    saved: false,
    updatedAt: null,
  };
}

/** PUT mycase/personal-info: refused with 409 while the case is read-only. */
export async function savePersonalInfo(
  db: Db,
  applicant: ApplicantCase,
  info: PersonalInfo,
  deps: { now: Date; log: FastifyBaseLogger; progress: CaseProgressSources },
): Promise<PersonalInfoResponse> {
  await assertSectionWritable(db, deps.progress, applicant.caseRow, 'personal-info', deps.log);
  return fromRow(await upsertPersonalInfo(db, applicant.caseRow.id, info, deps.now));
}
