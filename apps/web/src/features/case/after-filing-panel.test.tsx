import type { AfterFiling } from '@camino/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import { AfterFilingPanel } from './after-filing-panel';

const FACT = {
  id: 'receipt',
  text: 'Fact text',
  sourceUrl: 'https://www.uscis.gov/x',
  asOf: '2026-05-01',
} as const;
const EMPTY: AfterFiling = {
  strategy: 'asylum',
  sent: true,
  today: '2026-12-06',
  record: null,
  timeline: [],
  facts: [FACT],
};
const RECORDED: AfterFiling = {
  ...EMPTY,
  record: {
    receiptNumber: 'IOE0912345678',
    receiptDate: '2026-11-26',
    biometricsDate: null,
    interviewDate: null,
  },
  timeline: [
    { id: 'receipt', day: '2026-11-26', daysFromToday: -10, state: 'done' },
    { id: 'work-permit-file', day: '2027-04-25', daysFromToday: 140, state: 'next' },
    { id: 'biometrics', day: null, daysFromToday: null, state: 'later' },
  ],
};

const Panel = () => <AfterFilingPanel />;

beforeEach(() => {
  window.sessionStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('AfterFilingPanel', () => {
  it('refuses a wrong receipt number in Spanish without calling the server, keeping what was typed', async () => {
    const saves: unknown[] = [];
    mockApi({
      'GET /api/mycase/after-filing': () => EMPTY,
      'PUT /api/mycase/after-filing/receipt': (body) => {
        saves.push(body);
        return RECORDED;
      },
    });
    await renderScreen(Panel, '/es/case-dashboard');
    const number = await screen.findByLabelText('Número de recibo');
    await userEvent.type(number, 'IOE12');
    await userEvent.type(screen.getByLabelText('Fecha de recibo'), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el recibo' }));
    expect(await screen.findByText(/tiene tres letras y luego diez dígitos/)).toBeInTheDocument();
    expect(number).toHaveValue('IOE12');
    expect(saves).toEqual([]);
  });

  it('shows the server refusal of a date still to come in the field, then the timeline once saved', async () => {
    let refuse = true;
    mockApi({
      'GET /api/mycase/after-filing': () => EMPTY,
      'PUT /api/mycase/after-filing/receipt': () => {
        if (!refuse) return RECORDED;
        refuse = false;
        return {
          status: 400,
          body: {
            type: 'urn:camino:problem:validation',
            title: 'Invalid request',
            status: 400,
            code: 'VALIDATION',
            errors: [{ path: 'body.receiptDate', message: 'receipt.dateFuture' }],
          },
        };
      },
    });
    await renderScreen(Panel, '/case-dashboard');
    await userEvent.type(await screen.findByLabelText('Receipt number'), 'IOE0912345678');
    await userEvent.type(screen.getByLabelText('Receipt date'), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Save the receipt' }));
    expect(await screen.findByText(/cannot be after today/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the receipt' }));
    const timeline = await screen.findByTestId('after-filing-timeline');
    expect(
      within(timeline).getByText(/From April 25, 2027 you can ask for a work permit/),
    ).toBeInTheDocument();
    expect(within(timeline).getByText(/in 140 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find legal help' })).toHaveAttribute(
      'href',
      '/talk-to-a-lawyer',
    );
    expect(screen.getByRole('link', { name: 'Start practicing' })).toHaveAttribute(
      'href',
      '/interview-practice',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute('href', FACT.sourceUrl),
    );
  });

  it('records a move in Spanish: a wrong ZIP is said beside it, then by when and how to tell USCIS', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/mycase/after-filing': () => ({ ...RECORDED, strategy: 'tvisa' }),
      'GET /api/mycase/after-filing/moves/latest': () => ({ move: null }),
      'POST /api/param-data-select/information': () => ({
        name: 'us-states',
        options: [
          { value: 'CA', label: 'California' },
          { value: 'TX', label: 'Texas' },
        ],
      }),
      'POST /api/mycase/after-filing/moves': (body) => {
        sent.push(body);
        return {
          movedOn: '2026-12-04',
          street: '12 Calle Nueva',
          apartment: null,
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          inCourt: true,
          dueBy: '2026-12-14',
          daysLeft: 8,
          receiptNumber: 'IOE0912345678',
          howToTell: 'protected-phone',
        };
      },
    });
    await renderScreen(Panel, '/es/case-dashboard');
    await userEvent.click(await screen.findByText('Me mudé'));
    await userEvent.type(screen.getByLabelText('Día en que se mudó'), '2026-12-04');
    await userEvent.type(screen.getByLabelText('Calle y número'), '12 Calle Nueva');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Austin');
    // The state is chosen from the list, never typed.
    await userEvent.selectOptions(
      await screen.findByLabelText(/^Estado/),
      await screen.findByRole('option', { name: 'Texas' }),
    );
    await userEvent.type(screen.getByLabelText('Código postal'), '787');
    await userEvent.click(screen.getByLabelText('Mi caso está en la corte de inmigración'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mi nueva dirección' }));
    expect(await screen.findByText(/código postal de cinco dígitos/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Código postal'), '01');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mi nueva dirección' }));
    const steps = await screen.findByTestId('move-steps');
    expect(within(steps).getByText(/quedan 8 días/)).toBeInTheDocument();
    expect(within(steps).getByText(/No use el formulario público/)).toBeInTheDocument();
    expect(within(steps).getByText(/hable con un abogado ahora/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ zip: '78701', inCourt: true, apartment: null });
    // The asylum interpreter rules are not a T visa applicant's.
    const bring = screen.getByTestId('bring-list');
    expect(within(bring).getByText(/Los originales de cada documento/)).toBeInTheDocument();
    expect(within(bring).queryByText(/intérprete/)).toBeNull();
    // Practice opens for a T visa only once an interview day is recorded.
    expect(screen.queryByTestId('practice-link')).toBeNull();
  });
});
