import type { InterviewPractice } from '@camino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import InterviewPracticeScreen from './interview-practice-screen';

const PRACTICE: InterviewPractice = {
  speechLang: 'es-US',
  questions: [
    {
      id: 'section-what_happened',
      topic: 'events',
      text: '¿Qué le pasó? Empiece por la primera vez que le hicieron daño o le amenazaron.',
      yourWords: 'Dos hombres me golpearon en el mercado.',
    },
  ],
  disagreements: [
    {
      kind: 'date',
      event: 'la fecha en que entró a EE. UU.',
      declared: '20 de marzo de 2022',
      formDate: '14 de febrero de 2022',
      sectionTitle: 'Lo que le pasó',
    },
  ],
};

class Utterance {
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('InterviewPracticeScreen', () => {
  it('reads a question aloud in Spanish and keeps the typed answer on the device', async () => {
    const spoken: Utterance[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: Utterance) => spoken.push(u) });
    const calls: string[] = [];
    mockApi({
      'GET /api/mycase/after-filing/practice': (_body, url) => {
        calls.push(url.search);
        return PRACTICE;
      },
    });
    await renderScreen(InterviewPracticeScreen, '/es/interview-practice');
    const question = (await screen.findByText(/^¿Qué le pasó\?/)).closest('li')!;
    await userEvent.click(within(question).getByRole('button', { name: 'Leer en voz alta la pregunta 1' }));
    expect(spoken).toEqual([expect.objectContaining({ text: PRACTICE.questions[0]!.text, lang: 'es-US' })]);
    await userEvent.type(within(question).getByLabelText(/no se guarda/), 'Fue en marzo');
    expect(calls).toEqual(['?lang=es']);
    expect(window.localStorage.length).toBe(0);
    expect(screen.getByText(/nunca se envía a Camino/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /su declaración \(«Lo que le pasó»\) dice 20 de marzo de 2022, sus formularios dicen 14 de febrero/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar ayuda legal' })).toHaveAttribute('href', '/es/talk-to-a-lawyer');
  });

  it('says practice waits for the interview day, without a dead end', async () => {
    mockApi({
      'GET /api/mycase/after-filing/practice': () => ({
        status: 409,
        body: {
          type: 'urn:camino:problem:conflict',
          status: 409,
          code: 'CONFLICT',
          reason: 'afterFiling.noInterview',
        },
      }),
    });
    await renderScreen(InterviewPracticeScreen, '/interview-practice');
    expect(await screen.findByText(/once you record the day of your interview/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      '/case-dashboard',
    );
  });
});
