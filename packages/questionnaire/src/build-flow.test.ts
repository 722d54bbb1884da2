import { describe, expect, it } from 'vitest';
import { buildFlow } from './build-flow';
import { EngineError } from './engine-error';
import { q } from './testing/fixtures';

describe('buildFlow', () => {
  it('needs a START question', () => {
    expect(() => buildFlow([q(1, 'TEXT')], [])).toThrow(
      new EngineError('START_NOT_FOUND', 'Questionnaire start not found'),
    );
  });
});
