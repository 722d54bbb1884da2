import type { ConsultationExchange } from '@camino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import enConsultation from '../../locales/en/consultation.json';
import enHelpLines from '../../locales/en/help-lines.json';
import esConsultation from '../../locales/es/consultation.json';
import esHelpLines from '../../locales/es/help-lines.json';
import { i18n } from '../../lib/i18n';
import { bodiesOf, mockApi, renderScreen, setUpPaymentScreenTests } from '../../test/payment-screen-support';
import ConsultationScreen from './consultation-screen';

const ANSWERED: ConsultationExchange = {
  id: 'a1',
  question: '¿Cuándo puedo pedir el permiso de trabajo?',
  language: 'es',
  kind: 'answered',
  topics: [],
  answer: 'Puede pedir un permiso de trabajo 150 días después.',
  citations: [
    {
      id: 'strategies/asylum/facts/2',
      title: 'Asilo: Fechas y datos importantes: Permiso de trabajo',
      href: null,
      quote: 'Puede pedir un permiso de trabajo 150 días después.',
    },
    { id: 'help/sections/0/1', title: 'Ayuda: ¿Puedo parar y seguir después?', href: '/help', quote: 'Sí.' },
  ],
  answeredBy: 'local',
  sharedCaseData: false,
  askedAt: '2026-11-28T01:00:00.000Z',
};

const CHANCES: ConsultationExchange = {
  ...ANSWERED,
  id: 'a2',
  question: '¿Voy a ganar mi caso?',
  kind: 'legal-chances',
  answer: '',
  citations: [],
};

function api(chatModel: boolean, answer: ConsultationExchange = CHANCES) {
  return mockApi({
    'GET /api/consultation': () => ({ chatModel, exchanges: [ANSWERED] }),
    'POST /api/consultation/questions': () => ({ status: 201, body: answer }),
  });
}

describe('ConsultationScreen', () => {
  setUpPaymentScreenTests();
  beforeEach(() => {
    i18n.addResourceBundle('en', 'consultation', enConsultation, true, true);
    i18n.addResourceBundle('es', 'consultation', esConsultation, true, true);
    i18n.addResourceBundle('en', 'help-lines', enHelpLines, true, true);
    i18n.addResourceBundle('es', 'help-lines', esHelpLines, true, true);
  });

  it('says it is not legal advice and shows earlier answers with the pages cited', async () => {
    api(false);
    await renderScreen(ConsultationScreen, '/es/consultation');
    expect(screen.getByTestId('consultation-disclaimer')).toHaveTextContent('Esto no es asesoría legal.');
    const exchange = await screen.findByTestId('consultation-exchange');
    expect(within(exchange).getByTestId('consultation-answer')).toHaveTextContent('150 días');
    const citations = within(exchange).getAllByRole('listitem');
    expect(citations[0]).toHaveTextContent('Asilo: Fechas y datos importantes: Permiso de trabajo');
    expect(within(citations[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(citations[1]!).getByRole('link')).toHaveAttribute('href', '/es/help');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks in the language of the question and shows the hand-off to a lawyer', async () => {
    const fetchMock = api(false);
    await renderScreen(ConsultationScreen, '/consultation');
    await userEvent.type(await screen.findByLabelText('Your question'), '¿Voy a ganar mi caso?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByTestId('consultation-handoff')).toHaveTextContent('Only a lawyer can tell you');
    expect(bodiesOf(fetchMock, 'POST /api/consultation/questions')).toEqual([
      { question: '¿Voy a ganar mi caso?', language: 'es', shareCaseData: false },
    ]);
  });

  it('offers the consent to share case data only when a chat model answers, and sends the choice', async () => {
    const fetchMock = api(true, ANSWERED);
    await renderScreen(ConsultationScreen, '/consultation');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Share my case type and step/ }));
    await userEvent.type(screen.getByLabelText('Your question'), 'When can I apply for a work permit?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findAllByTestId('consultation-exchange');
    expect(bodiesOf(fetchMock, 'POST /api/consultation/questions')).toEqual([
      { question: 'When can I apply for a work permit?', language: 'en', shareCaseData: true },
    ]);
  });

  it('answers a question about violence with 911, the hotlines and when to see a lawyer, each with its source', async () => {
    const danger: ConsultationExchange = {
      ...ANSWERED,
      id: 'a3',
      question: 'Mi esposo me golpea, ¿qué hago?',
      kind: 'safety',
      topics: ['danger', 'court'],
      answer: '',
      citations: [],
    };
    api(true, danger);
    await renderScreen(ConsultationScreen, '/es/consultation');
    await userEvent.type(await screen.findByLabelText('Su pregunta'), 'Mi esposo me golpea, ¿qué hago?');
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    const exchange = (await screen.findAllByTestId('consultation-exchange')).at(-1)!;
    const safety = within(exchange).getByTestId('consultation-safety-danger');
    expect(within(safety).getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(safety).getByRole('link', { name: '1-800-799-7233' })).toHaveAttribute(
      'href',
      'tel:+18007997233',
    );
    expect(within(safety).getByRole('link', { name: '1-888-373-7888' })).toHaveAttribute(
      'href',
      'tel:+18883737888',
    );
    expect(within(safety).getAllByText(/^Fuente:/).length).toBeGreaterThan(0);
    expect(within(exchange).getByTestId('consultation-safety-court')).toHaveTextContent('abogado');
    expect(within(exchange).getByTestId('consultation-legal-help')).toHaveAttribute('href', '/es/resources');
    // Nothing the guides said, so no empty "what the guides say".
    expect(within(exchange).queryByTestId('consultation-answer')).not.toBeInTheDocument();
  });

  it('erases the questions after a confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/consultation': () => ({ chatModel: false, exchanges: [ANSWERED] }),
      'DELETE /api/consultation': () => undefined,
    });
    await renderScreen(ConsultationScreen, '/consultation');
    await screen.findByTestId('consultation-exchange');
    await userEvent.click(screen.getByRole('button', { name: 'Clear my questions' }));
    const dialog = await screen.findByTestId('consultation-clear-modal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase my questions' }));
    expect(await screen.findByText('Your questions were erased.')).toBeInTheDocument();
    expect(screen.queryByTestId('consultation-exchange')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
