/**
 * The server is killed with SIGKILL in the middle of a batch of answer saves. After a restart on the
 * same database every save that was acknowledged is there, exactly once.
 */
import path from 'node:path';
import { loadQuestionnaire } from '@camino/content';
import { describe, expect, it } from 'vitest';
import { questionnaireFilesIn } from '../src/modules/questionnaire';
import { REPO_ROOT } from '../src/paths';
import { processHarness } from './process-harness';

const SESSIONS = 40;

async function notesQuestionId(): Promise<number> {
  const [file] = (await questionnaireFilesIn(path.join(REPO_ROOT, 'content'))).filter((name) =>
    name.endsWith('sample.yaml'),
  );
  const id = (await loadQuestionnaire(file!)).ids.get('notes');
  if (id === undefined) throw new Error('no notes question in the sample questionnaire');
  return id;
}

describe('a server killed in the middle of answer saves', () => {
  const harness = processHarness();

  it('keeps every acknowledged answer, once', async () => {
    await harness.environment();
    const questionId = await notesQuestionId();
    let url = await harness.startServer();

    const configs = (await (await fetch(`${url}/api/config/active?questionnaire=sample`)).json()) as {
      config_id: number;
      question_section_id: number;
    }[];
    const config = configs[0]!;
    const sessions: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      const response = await fetch(`${url}/api/auth/generate-temp-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: '{}',
      });
      expect(response.status).toBe(201);
      sessions.push(`Bearer temp ${((await response.json()) as { tempToken: string }).tempToken}`);
    }

    const acknowledged = new Map<string, string>();
    const server = harness.processes[0]!;
    const saves = sessions.map(async (authorization, i) => {
      const value = `answer ${i} — ${'ñ'.repeat(i)}`;
      try {
        const response = await fetch(`${url}/api/param-question-response/process-array`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({
            config_id: config.config_id,
            question_section_id: config.question_section_id,
            answers: [{ question_id: questionId, response: value }],
          }),
        });
        if (response.ok) acknowledged.set(authorization, value);
        // The kill lands once a few saves are acknowledged and others are still in flight.
        if (acknowledged.size === Math.floor(SESSIONS / 3)) server.child.kill('SIGKILL');
      } catch {
        // Cut off by the kill: not acknowledged, so nothing is promised.
      }
    });
    await Promise.all(saves);
    expect((await server.exited).signal).toBe('SIGKILL');
    // Some saves were acknowledged and some were cut off: the kill landed mid-batch.
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(SESSIONS);

    url = await harness.startServer();
    for (const [authorization, value] of acknowledged) {
      const response = await fetch(
        `${url}/api/param-question-response/responseCaseTemp?config_id=${config.config_id}`,
        { headers: { authorization } },
      );
      expect(response.status).toBe(200);
      const rows = ((await response.json()) as { question_id: number; response: string }[]).filter(
        (row) => row.question_id === questionId,
      );
      expect(rows).toEqual([expect.objectContaining({ response: value })]);
    }
  }, 240_000);
});
