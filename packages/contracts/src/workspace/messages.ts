/** Every workspace message under its stable key; keys are unique across the tables (a test checks it). */
import type { Locale } from '../routes';
import { DEADLINE_MESSAGES } from './deadline-messages';
import { DERIVATIVE_MESSAGES } from './derivatives';
import { PERSONAL_INFO_MESSAGES } from './personal-info';

export const WORKSPACE_MESSAGES = {
  ...DEADLINE_MESSAGES,
  ...DERIVATIVE_MESSAGES,
  ...PERSONAL_INFO_MESSAGES,
} as const;

/** A stable key of any workspace message (deadline explanation, family-member or personal-info error). */
export type WorkspaceMessageKey = keyof typeof WORKSPACE_MESSAGES;

/** True when the text is a workspace message key, e.g. a schema issue's message. */
export function isWorkspaceMessageKey(value: string): value is WorkspaceMessageKey {
  return Object.hasOwn(WORKSPACE_MESSAGES, value);
}

/** The text of a workspace message in the user's language. */
export function workspaceMessage(key: WorkspaceMessageKey, locale: Locale): string {
  return WORKSPACE_MESSAGES[key][locale];
}
