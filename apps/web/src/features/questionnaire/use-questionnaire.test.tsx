import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@camino/contracts';
import { formatFlowPath } from '@camino/questionnaire';
import { SaveQueue, setSaveQueue } from './save-queue';
import { createFakeServer, type FakeServer } from './test-server';
import { useQuestionnaire } from './use-questionnaire';

let server: FakeServer;
let client: QueryClient;

beforeEach(() => {
  window.localStorage.clear();
  server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
  setSaveQueue(new SaveQueue({ baseDelayMs: 10, isOnline: () => server.online }));
  client = new QueryClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSaveQueue(null);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

let statuses: string[] = [];

function open(lang: Locale = 'en') {
  statuses = [];
  return renderHook(
    (props: { lang: Locale }) => {
      const controller = useQuestionnaire({ questionnaire: 'sample', lang: props.lang });
      if (statuses.at(-1) !== controller.status) statuses.push(controller.status);
      return controller;
    },
    { wrapper, initialProps: { lang } },
  );
}

const callsTo = (path: string) =>
  server.fetch.mock.calls.filter(
    ([url]) => new URL(String(url), 'http://localhost').pathname === `/api${path}`,
  ).length;

/** Answers one path with a status, the rest as the fake server does. */
function refuse(path: string, status: number) {
  const serve = server.fetch.getMockImplementation() as (
    input: string,
    init?: RequestInit,
  ) => Promise<Response>;
  server.fetch.mockImplementation((input: string, init?: RequestInit) =>
    String(input).includes(path)
      ? Promise.resolve(new Response(JSON.stringify({ title: 'No' }), { status }))
      : serve(input, init),
  );
}

/** Holds the answers to one path until released. */
function hold(path: string): () => void {
  const serve = server.fetch.getMockImplementation() as (
    input: string,
    init?: RequestInit,
  ) => Promise<Response>;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
    if (String(input).includes(path)) await released;
    return serve(input, init);
  });
  return release;
}

describe('useQuestionnaire', () => {
  it('loads the labels of another language without opening the questionnaire again', async () => {
    const { result, rerender } = open('en');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const path = formatFlowPath(result.current.state!.path);
    expect(result.current.flow!.labels.get('2:en')?.label).toBe('Welcome to the test');

    rerender({ lang: 'es' });
    await waitFor(() =>
      expect(result.current.flow!.labels.get('2:es')?.label).toBe('ES Welcome to the test'),
    );
    expect(formatFlowPath(result.current.state!.path)).toBe(path);
    expect(callsTo('/config/active')).toBe(1);
    expect(callsTo('/param-question-label/findLabel')).toBe(2);

    // Back to the language it opened in: its labels are already there.
    rerender({ lang: 'en' });
    expect(result.current.flow!.labels.get('2:en')?.label).toBe('Welcome to the test');
  });

  it('keeps the labels shown when those of the new language cannot load', async () => {
    const { result, rerender } = open('en');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    refuse('lang=es', 500);
    rerender({ lang: 'es' });
    await waitFor(() => expect(callsTo('/param-question-label/findLabel')).toBe(2));
    await act(async () => undefined);
    expect(result.current.status).toBe('ready');
    expect(result.current.flow!.labels.get('2:en')?.label).toBe('Welcome to the test');
  });

  it('says it failed when nothing can be loaded, and opens on a retry', async () => {
    server.online = false;
    const { result } = open();
    await waitFor(() => expect(result.current.status).toBe('failed'));
    server.online = true;
    const release = hold('/config/active');
    act(() => result.current.retryLoad());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    release();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(statuses).toEqual(['loading', 'failed', 'loading', 'ready']);
  });

  it('says no session owns the answers when the server refuses them', async () => {
    refuse('responseCaseTemp', 401);
    const { result } = open();
    await waitFor(() => expect(result.current.status).toBe('unauthorized'));
  });

  it('opens afresh in each view rather than showing an earlier view its state', async () => {
    const first = open();
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    const second = open();
    expect(second.result.current.status).toBe('loading');
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(callsTo('/config/active')).toBe(2);
  });
});
