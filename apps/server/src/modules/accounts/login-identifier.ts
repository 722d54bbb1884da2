import { normalizePhone } from '@camino/contracts';
import type { Db } from '../../db/database';
import { type Account, findAccountByEmail, findAccountByPhone } from './queries';

export interface LoginIdentifier {
  kind: 'email' | 'phone';
  value: string;
}

/** Lower-cased email, or a phone number in E.164; anything else is kept as typed (and finds nobody). */
export function normalizeIdentifier(identifier: string): LoginIdentifier {
  if (identifier.includes('@')) return { kind: 'email', value: identifier.trim().toLowerCase() };
  const phone = normalizePhone(identifier);
  return phone ? { kind: 'phone', value: phone } : { kind: 'email', value: identifier.trim().toLowerCase() };
}

export function findAccountByIdentifier(db: Db, identifier: LoginIdentifier): Promise<Account | null> {
  return identifier.kind === 'email'
    ? findAccountByEmail(db, identifier.value)
    : findAccountByPhone(db, identifier.value);
}
