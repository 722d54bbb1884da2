import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { saveAnswersCall } from './api';
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

async function open(path = '/') {
  const user = userEvent.setup();
  renderAt(<Questionnaire questionnaire="sample" />, path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the test' });
  return user;
}

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByTestId('questionnaire-next'));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const saves = () => server.calls.filter((call) => call.path === '/param-question-response/process-array');
const deletes = () => server.calls.filter((call) => call.path === '/param-question-response/question_id');

async function fillNamePage(user: ReturnType<typeof userEvent.setup>) {
  await next(user);
  await heading('Your name');
  await user.type(screen.getByLabelText('Given name'), 'Ana');
  await next(user);
  await heading('Do you have children?');
}

describe('<Questionnaire>', () => {
  it('walks every question type to the end, saving as it goes', async () => {
    const user = await open();
    expect(screen.getByText('Some help for the label.')).toBeInTheDocument();
    await fillNamePage(user);

    const children = screen.getByRole('group', { name: 'Do you have children?' });
    await user.click(within(children).getByLabelText('Yes'));
    await next(user);
    await heading("Child's name");
    expect(screen.getByTestId('loop-caption')).toHaveTextContent('Your children: 1 of 1');
    await user.type(screen.getByLabelText("Child's name"), 'Luis');
    await user.click(screen.getByTestId('loop-add'));
    await waitFor(() =>
      expect(screen.getByTestId('loop-caption')).toHaveTextContent('Your children: 2 of 2'),
    );
    expect(screen.getByLabelText("Child's name")).toHaveValue('');
    await user.type(screen.getByLabelText("Child's name"), 'Eva');
    await next(user);

    await heading('Which languages do you speak?');
    await user.click(screen.getByLabelText('English'));
    await next(user);

    await heading('Date of birth');
    await user.selectOptions(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Day'), '15');
    await user.type(screen.getByLabelText('Year'), '1990');
    await next(user);

    await heading('Country of birth');
    const country = screen.getByLabelText('Country of birth');
    await waitFor(() => expect(within(country).getByRole('option', { name: 'Mexico' })).toBeInTheDocument());
    await user.selectOptions(country, 'MX');
    await next(user);

    await heading('Phone');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Mexico (+52)' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Country code'), 'MX');
    await user.type(screen.getByLabelText('Number'), '55 1234 5678');
    await next(user);

    await heading('Years in the U.S.');
    await user.type(screen.getByLabelText('Years in the U.S.'), '4');
    await next(user);

    await heading('Anything else?');
    await user.type(screen.getByLabelText('Anything else?'), 'Thanks');
    await next(user);

    await heading('You answered all the questions');
    expect(screen.getByTestId('end-modal')).toBeInTheDocument();
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(server.answers).toEqual(
      expect.arrayContaining([
        { question_id: 31, loop_id: 1, response: 'Ana' },
        { question_id: 41, loop_id: 1, response: 'true' },
        { question_id: 51, loop_id: 1, response: 'Luis' },
        { question_id: 51, loop_id: 2, response: 'Eva' },
        { question_id: 61, loop_id: 1, response: 'true' },
        { question_id: 7, loop_id: 1, response: '1990-03-15' },
        { question_id: 9, loop_id: 1, response: 'MX' },
        { question_id: 10, loop_id: 1, response: '+52 55 1234 5678' },
        { question_id: 11, loop_id: 1, response: '4' },
        { question_id: 12, loop_id: 1, response: 'Thanks' },
      ]),
    );
    expect(server.flowPath).toBe('1;2;3;4;5;51;51_2;6;7;8;9;10;11;12;99');
    expect(server.calls.some((call) => call.path === '/code-execution')).toBe(true);

    // Reviewing restarts from the first page, answers kept.
    await user.click(screen.getByTestId('end-review'));
    await heading('Welcome to the test');
    await next(user);
    await heading('Your name');
    expect(screen.getByLabelText('Given name')).toHaveValue('Ana');
    // A single choice already answered is shown again, its answer chosen, and can be changed here.
    await next(user);
    const reviewed = screen.getByRole('group', { name: 'Do you have children?' });
    expect(within(reviewed).getByLabelText('Yes')).toBeChecked();
  });

  it('reviews every answered page, after a reload too, up to the end', async () => {
    server.answers = [
      { question_id: 31, loop_id: 1, response: 'Ana' },
      { question_id: 42, loop_id: 1, response: 'true' },
      { question_id: 61, loop_id: 1, response: 'true' },
      { question_id: 7, loop_id: 1, response: '1990-03-15' },
      { question_id: 9, loop_id: 1, response: 'MX' },
      { question_id: 10, loop_id: 1, response: '+52 55 1234 5678' },
      { question_id: 11, loop_id: 1, response: '4' },
    ];
    server.flowPath = '1;2;3;4;6;7;8;9;10;11;12;99';
    const user = userEvent.setup();
    const first = renderAt(<Questionnaire questionnaire="sample" />);
    await user.click(await screen.findByTestId('end-review'));
    await heading('Welcome to the test');
    await next(user);
    await heading('Your name');
    await next(user);
    await heading('Do you have children?');
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    first.unmount();

    renderAt(<Questionnaire questionnaire="sample" />);
    await heading('Do you have children?');
    await next(user);
    await heading('Which languages do you speak?');
    expect(screen.getByLabelText('English')).toBeChecked();
    for (const name of [
      'Date of birth',
      'Country of birth',
      'Phone',
      'Years in the U.S.',
      'Anything else?',
    ]) {
      await next(user);
      await heading(name);
    }
    await next(user);
    await heading('You answered all the questions');
  });

  it('leaves from the end only once the last answers reached the server', async () => {
    server.answers = [{ question_id: 31, loop_id: 1, response: 'Ana' }];
    server.flowPath = '1;2;3;4;6;7;8;9;10;11;12;99';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    setSaveQueue(
      new SaveQueue({
        isOnline: () => true,
        send: async (call) => {
          await held;
          sent.push(call.path);
        },
      }),
    );
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderAt(<Questionnaire questionnaire="sample" onComplete={onComplete} />);
    await screen.findByTestId('end-modal');
    getSaveQueue().enqueue([
      {
        configId: 7,
        ...saveAnswersCall({
          config_id: 7,
          question_section_id: 1,
          lang: 'en',
          answers: [{ question_id: 12, loop_id: 1, response: 'Thanks' }],
        }),
      },
    ]);

    await user.click(screen.getByTestId('end-continue'));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByTestId('end-continue')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['/param-question-response/process-array']);
  });

  it('goes on at once when the last answer reaches the end, when asked to: no summary, no dialog, no tap', async () => {
    server.answers = [
      { question_id: 31, loop_id: 1, response: 'Ana' },
      { question_id: 42, loop_id: 1, response: 'true' },
      { question_id: 61, loop_id: 1, response: 'true' },
      { question_id: 7, loop_id: 1, response: '1990-03-15' },
      { question_id: 9, loop_id: 1, response: 'MX' },
      { question_id: 10, loop_id: 1, response: '+52 55 1234 5678' },
      { question_id: 11, loop_id: 1, response: '4' },
    ];
    server.flowPath = '1;2;3;4;6;7;8;9;10;11;12';
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderAt(<Questionnaire questionnaire="sample" onComplete={onComplete} continueAtEnd />);
    await heading('Anything else?');
    await next(user);
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('end-modal')).not.toHaveAttribute('open');
    expect(screen.queryByRole('heading', { name: 'You answered all the questions' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('questionnaire-review')).not.toBeInTheDocument();
  });

  it('shows the progress of the path as it grows, never less than on the page before', async () => {
    const user = await open();
    const shown = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    const seen = [shown()];
    await fillNamePage(user);
    seen.push(shown());
    const children = screen.getByRole('group', { name: 'Do you have children?' });
    // "No" skips the loop of children: a shorter way than estimated must not take the bar back.
    await user.click(within(children).getByLabelText('No'));
    await next(user);
    await heading('Which languages do you speak?');
    seen.push(shown());
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });

  it('blocks Next with errors tied to the fields and focuses the first invalid one', async () => {
    const user = await open();
    await next(user);
    await heading('Your name');
    await next(user);
    const given = screen.getByLabelText('Given name');
    await waitFor(() => expect(given).toHaveFocus());
    expect(given).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(given.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(error).toHaveTextContent('This field is required');
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem on this page');

    await user.type(given, 'A name that is far too long for this field');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await next(user);
    expect(await screen.findByText('Use at most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Type a valid email address')).toBeInTheDocument();
  });

  it('asks for the text of an "other" option when it is chosen', async () => {
    const user = await open();
    await fillNamePage(user);
    await user.click(screen.getByLabelText('No'));
    await next(user);
    await heading('Which languages do you speak?');
    await user.click(screen.getByLabelText('Other'));
    const other = screen.getByLabelText('Write your answer');
    await next(user);
    await waitFor(() => expect(other).toHaveFocus());
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Type your answer for the "Other" option')).toBeInTheDocument();
    await user.type(other, 'Quechua');
    await next(user);
    await heading('Date of birth');
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(server.answers).toContainEqual({ question_id: 62, loop_id: 1, response: 'Quechua' });
  });

  it('shows the VALIDATION error text and stays on the question when the script fails', async () => {
    server.validationPasses = false;
    const user = await open();
    await fillNamePage(user);
    await user.click(screen.getByLabelText('No'));
    await next(user);
    await user.click(await screen.findByLabelText('English'));
    await next(user);
    await heading('Date of birth');
    await user.selectOptions(screen.getByLabelText('Month'), '1');
    await user.type(screen.getByLabelText('Day'), '1');
    await user.type(screen.getByLabelText('Year'), '2999');
    await next(user);
    expect(await screen.findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Date of birth' })).toBeInTheDocument();
  });

  it('deletes the abandoned branch on the server when a branch answer changes', async () => {
    const user = await open();
    await fillNamePage(user);
    await user.click(screen.getByLabelText('Yes'));
    await next(user);
    await user.type(await screen.findByLabelText("Child's name"), 'Luis');
    await next(user);
    await heading('Which languages do you speak?');
    await user.click(screen.getByTestId('questionnaire-back'));
    await heading("Child's name");
    await user.click(screen.getByTestId('questionnaire-back'));
    await heading('Do you have children?');
    await user.click(screen.getByLabelText('No'));
    await next(user);
    await heading('Which languages do you speak?');
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    const removed = deletes().flatMap(
      (call) => (call.body as { answers: Array<{ qid: number; lid: number }> }).answers,
    );
    expect(removed).toEqual(expect.arrayContaining([expect.objectContaining({ qid: 51, lid: 1 })]));
    expect(server.answers.some((answer) => answer.question_id === 51)).toBe(false);
    expect(server.answers).toContainEqual({ question_id: 42, loop_id: 1, response: 'true' });
    expect(server.flowPath).toBe('1;2;3;4;6');
  });

  it('restarts after confirmation, deleting the answers', async () => {
    const user = await open();
    await fillNamePage(user);
    await user.click(screen.getByTestId('questionnaire-restart'));
    const dialog = await screen.findByTestId('restart-modal');
    await user.click(within(dialog).getByTestId('restart-modal-confirm'));
    await heading('Welcome to the test');
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(deletes().length).toBeGreaterThan(0);
    expect(server.answers).toEqual([]);
  });

  it('keeps answers on the device while offline and sends them when back online', async () => {
    const user = await open();
    await next(user);
    await heading('Your name');
    server.online = false;
    window.dispatchEvent(new Event('offline'));
    await user.type(screen.getByLabelText('Given name'), 'Ana');
    await next(user);
    await heading('Do you have children?');
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent(
        'Offline — your answers are kept on this device',
      ),
    );
    expect(saves()).toEqual([]);
    expect(window.localStorage.getItem('camino.questionnaire.queue')).toContain('Ana');

    server.online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(server.answers).toContainEqual({ question_id: 31, loop_id: 1, response: 'Ana' });
  });

  it('survives a reload while offline: the device state shows and the queue sends later', async () => {
    const user = await open();
    await next(user);
    await heading('Your name');
    server.online = false;
    await user.type(screen.getByLabelText('Given name'), 'Ana');
    await next(user);
    await heading('Do you have children?');
    cleanup();

    // A reload: a new queue reads what the previous page left in storage.
    setSaveQueue(new SaveQueue({ baseDelayMs: 10, isOnline: () => server.online }));
    expect(getSaveQueue().pending().length).toBeGreaterThan(0);
    renderAt(<Questionnaire questionnaire="sample" />);
    await heading('Do you have children?');
    await user.click(screen.getByTestId('questionnaire-back'));
    await heading('Your name');
    expect(screen.getByLabelText('Given name')).toHaveValue('Ana');

    server.online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(getSaveQueue().pending()).toEqual([]));
    expect(server.answers).toContainEqual({ question_id: 31, loop_id: 1, response: 'Ana' });
    expect(server.flowPath).toBe('1;2;3');
  });

  it('shows server validation errors on the field and keeps what was typed', async () => {
    server.failNextSave = {
      status: 400,
      body: {
        title: 'Validation',
        questionErrors: [{ question_id: 31, loop_id: 1, key: 'invalidFormat', message: 'Invalid format' }],
      },
    };
    const user = await open();
    await next(user);
    await heading('Your name');
    await user.type(screen.getByLabelText('Given name'), 'Ana');
    await next(user);
    await heading('Do you have children?');
    await user.click(screen.getByTestId('questionnaire-back'));
    await heading('Your name');
    expect(screen.getByLabelText('Given name')).toHaveValue('Ana');
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
  });

  it('renders in Spanish with Spanish labels and texts', async () => {
    await i18n.changeLanguage('es');
    onTestFinished(() => void i18n.changeLanguage('en'));
    const user = userEvent.setup();
    renderAt(<Questionnaire questionnaire="sample" />, '/es');
    await screen.findByRole('heading', { level: 1, name: 'ES Welcome to the test' });
    expect(screen.getByTestId('questionnaire-next')).toHaveTextContent('Continuar');
    await next(user);
    await heading('ES Your name');
    await next(user);
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
  });

  it('revalidates cached labels with their ETag', async () => {
    const first = renderAt(<Questionnaire questionnaire="sample" />);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the test' });
    first.unmount();
    renderAt(<Questionnaire questionnaire="sample" />);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the test' });
    const labelCalls = server.fetch.mock.calls.filter(([url]) => String(url).includes('findLabel'));
    expect(labelCalls).toHaveLength(2);
    expect(new Headers((labelCalls[1]![1] as RequestInit).headers).get('If-None-Match')).toBe('"labels-en"');
  });
});
