import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFlow } from '@camino/questionnaire';
import { i18n } from '../../lib/i18n';
import enQuestionnaire from '../../locales/en/questionnaire.json';
import { QuestionField } from './question-field';
import { EDGES, QUESTIONS, createFakeServer, labels, type FakeServer } from './test-server';

const flow = buildFlow(QUESTIONS, EDGES, labels('en'));
let server: FakeServer;

beforeEach(() => {
  i18n.addResourceBundle('en', 'questionnaire', enQuestionnaire, true, true);
  server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderField(questionId: number, value = '') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <QuestionField
        flow={flow}
        question={flow.questions.get(questionId)!}
        loopId={1}
        lang="en"
        value={value}
        onChange={() => undefined}
        asHeading={false}
      />
    </QueryClientProvider>,
  );
}

describe('a SELECT of a data source', () => {
  it('offers its options once they arrive', async () => {
    renderField(9);
    expect(await screen.findByRole('option', { name: 'Mexico' })).toBeInTheDocument();
  });

  it('says when its options cannot load, and loads them again when asked', async () => {
    server.online = false;
    renderField(9);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the options.');
    server.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Mexico' })).toBeInTheDocument();
  });
});

describe('a PHONE field', () => {
  it("reads a stored number's country code once every code is known", async () => {
    renderField(10, '+52 55 1234 5678');
    expect(await screen.findByRole('option', { name: 'Mexico (+52)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country code')).toHaveValue('MX');
    expect(screen.getByLabelText('Number')).toHaveValue('55 1234 5678');
  });
});
