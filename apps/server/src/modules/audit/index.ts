export {
  AUDIT_EVENT_TYPES,
  type AuditEvent,
  type AuditEventType,
  recordAuditEvent,
} from './record-audit-event';
