import { describe, expect, it } from 'vitest';
import { DEADLINE_MESSAGES } from './deadline-messages';
import { DERIVATIVE_MESSAGES } from './derivatives';
import { isWorkspaceMessageKey, WORKSPACE_MESSAGES, workspaceMessage } from './messages';
import { PERSONAL_INFO_MESSAGES } from './personal-info';

describe('workspace messages', () => {
  it('never reuses a key across tables', () => {
    const total =
      Object.keys(DEADLINE_MESSAGES).length +
      Object.keys(DERIVATIVE_MESSAGES).length +
      Object.keys(PERSONAL_INFO_MESSAGES).length;
    expect(Object.keys(WORKSPACE_MESSAGES)).toHaveLength(total);
  });

  it('translates a schema issue key', () => {
    expect(isWorkspaceMessageKey('aNumberInvalid')).toBe(true);
    expect(isWorkspaceMessageKey('toString')).toBe(false);
    expect(workspaceMessage('personalInfoSaveFailed', 'es')).toBe(
      'No pudimos guardar los últimos cambios. Inténtelo de nuevo.',
    );
  });
});
