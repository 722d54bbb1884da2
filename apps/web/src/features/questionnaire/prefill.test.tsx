import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import type { Prefill, PrefillLoader } from './prefill';
import { Questionnaire } from './questionnaire';
import { SaveQueue, getSaveQueue, setSaveQueue } from './save-queue';
import { createFakeServer, type FakeServer } from './test-server';

let server: FakeServer;

beforeEach(() => {
  window.localStorage.clear();
  server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
  setSaveQueue(new SaveQueue({ baseDelayMs: 10, isOnline: () => server.online }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSaveQueue(null);
});

/** The applicant's passport gives the given name; their I-94, that they have children (a choice). */
const DOCUMENT_VALUES: Prefill[] = [
  { questionId: 31, loopId: 1, value: 'Ana', source: 'passport' },
  { questionId: 4, loopId: 1, value: [{ optionId: 41 }], source: 'i94' },
];

async function open(prefill: PrefillLoader) {
  const user = userEvent.setup();
  renderAt(<Questionnaire questionnaire="sample" prefill={prefill} />, '/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the test' });
  await user.click(screen.getByTestId('questionnaire-next'));
  await screen.findByRole('heading', { level: 1, name: 'Your name' });
  return user;
}

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByTestId('questionnaire-next'));

describe('values the case already knows, prefilled in the questionnaire', () => {
  it('shows a document value in its field with where it comes from, and saves it when the applicant goes on', async () => {
    const user = await open(() => Promise.resolve(DOCUMENT_VALUES));
    const given = screen.getByLabelText('Given name');
    expect(given).toHaveValue('Ana');
    expect(given).toHaveAccessibleDescription(
      /From your passport\. Check it and correct it if it is wrong\./,
    );
    await next(user);

    const children = await screen.findByRole('group', { name: 'Do you have children?' });
    expect(within(children).getByLabelText('Yes')).toBeChecked();
    expect(within(children).getByTestId('prefill-note')).toHaveTextContent('From your I-94.');
    await next(user);
    await screen.findByRole('heading', { level: 1, name: "Child's name" });
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(server.answers).toEqual(
      expect.arrayContaining([
        { question_id: 31, loop_id: 1, response: 'Ana' },
        { question_id: 41, loop_id: 1, response: 'true' },
      ]),
    );
  });

  it('offers a known name in the spelling the form takes, so going on never refuses it', async () => {
    const user = await open(() =>
      Promise.resolve([{ questionId: 31, loopId: 1, value: 'María José', source: 'passport' }]),
    );
    const given = screen.getByLabelText('Given name');
    expect(given).toHaveValue('Maria Jose');
    expect(given).toHaveAccessibleDescription(/From your passport\./);
    await next(user);
    await screen.findByRole('group', { name: 'Do you have children?' });
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(server.answers).toContainEqual({ question_id: 31, loop_id: 1, response: 'Maria Jose' });
  });

  it('keeps the correction the applicant makes and says what the document says instead', async () => {
    const user = await open(() => Promise.resolve(DOCUMENT_VALUES));
    const given = screen.getByLabelText('Given name');
    await user.clear(given);
    await user.type(given, 'Anna');
    expect(screen.getByTestId('prefill-note')).toHaveTextContent(
      'Your passport says “Ana”. The form will print your answer.',
    );
    await next(user);
    await screen.findByRole('group', { name: 'Do you have children?' });
    await user.click(screen.getByTestId('questionnaire-back'));
    await screen.findByRole('heading', { level: 1, name: 'Your name' });
    expect(screen.getByLabelText('Given name')).toHaveValue('Anna');
    expect(screen.getByTestId('prefill-note')).toHaveTextContent('Your passport says “Ana”.');
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(server.answers).toContainEqual({ question_id: 31, loop_id: 1, response: 'Anna' });
    expect(server.answers).not.toContainEqual({ question_id: 31, loop_id: 1, response: 'Ana' });
  });

  it('opens a loop with one entry for each family member already added, each to confirm', async () => {
    const family: Prefill[] = [
      { questionId: 4, loopId: 1, value: [{ optionId: 41 }], source: 'family_members' },
      { questionId: 51, loopId: 1, value: 'Luis', source: 'family_members' },
      { questionId: 51, loopId: 2, value: 'Eva', source: 'family_members' },
    ];
    const user = await open(() => Promise.resolve(family));
    await user.type(screen.getByLabelText('Given name'), 'Ana');
    await next(user);
    await screen.findByRole('group', { name: 'Do you have children?' });
    await next(user);
    await screen.findByRole('heading', { level: 1, name: "Child's name" });
    expect(screen.getByTestId('loop-caption')).toHaveTextContent('Your children: 1 of 2');
    expect(screen.getByLabelText("Child's name")).toHaveValue('Luis');
    expect(screen.getByTestId('prefill-note')).toHaveTextContent('From the family members you added.');
    await next(user);
    await waitFor(() =>
      expect(screen.getByTestId('loop-caption')).toHaveTextContent('Your children: 2 of 2'),
    );
    expect(screen.getByLabelText("Child's name")).toHaveValue('Eva');
  });

  it('offers the answer of an earlier question of the page before, as typed on this device', async () => {
    const copies: Prefill[] = [
      { questionId: 4, loopId: 1, value: [{ optionId: 41 }], source: 'earlier_answer' },
      {
        questionId: 51,
        loopId: 1,
        value: '',
        source: 'earlier_answer',
        copyOf: { questionId: 31, loopId: 1 },
      },
    ];
    const user = await open(() => Promise.resolve(copies));
    await user.type(screen.getByLabelText('Given name'), 'Rosa');
    await next(user);
    await screen.findByRole('group', { name: 'Do you have children?' });
    await next(user);
    await screen.findByRole('heading', { level: 1, name: "Child's name" });
    expect(screen.getByLabelText("Child's name")).toHaveValue('Rosa');
    expect(screen.getByTestId('prefill-note')).toHaveTextContent(
      'From an answer you gave earlier in these questions.',
    );
  });

  it('still asks every question when the values cannot be loaded', async () => {
    await open(() => Promise.reject(new Error('offline')));
    expect(screen.getByLabelText('Given name')).toHaveValue('');
    expect(screen.queryByTestId('prefill-note')).toBeNull();
  });
});
