import type { Db } from '../../db/database';
import { auditEvents } from '../../db/schema/audit';

export const AUDIT_EVENT_TYPES = [
  'account_created',
  'account_activated',
  'activation_link_resent',
  'login_succeeded',
  'login_failed',
  'login_locked',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'refresh_token_reused',
  'logged_out',
  'social_account_linked',
  'social_login_succeeded',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export interface AuditEvent {
  type: AuditEventType;
  accountId?: string | null;
  /** A keyed hash of the client address, never the address itself. */
  ipHash?: string | null;
  /** Plain facts only (provider names, counts); never secrets, tokens or personal data. */
  details?: Record<string, string | number | boolean | null>;
  at?: Date;
}

export async function recordAuditEvent(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    type: event.type,
    accountId: event.accountId ?? null,
    ipHash: event.ipHash ?? null,
    details: event.details ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}
