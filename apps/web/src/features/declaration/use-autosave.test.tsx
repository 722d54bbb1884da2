import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { readDraft } from './draft-store';
import type { Declaration } from './api/declaration';
import { declarationKeys } from './api/declaration-keys';
import { rememberSaved, sendPendingDrafts, useAutosave } from './use-autosave';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const offline = () => new ApiError(0, 'NETWORK', 'NETWORK');

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('autosave while typing', () => {
  it('sends the text once typing pauses and then keeps nothing on the device', async () => {
    const save = vi.fn().mockResolvedValue({});
    const { result } = renderHook(
      () => useAutosave({ section: 'about_me', kind: 'original', serverText: '', save }),
      { wrapper },
    );
    act(() => result.current.change('Nací en'));
    act(() => result.current.change('Nací en Chalatenango.'));
    expect(result.current.status).toBe('saving');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('about_me', 'original', 'Nací en Chalatenango.');
    expect(result.current.status).toBe('saved');
    expect(readDraft('about_me', 'original')).toBeNull();
  });

  it('survives a reload before the text reached the server', async () => {
    const never = vi.fn(() => new Promise(() => undefined));
    const first = renderHook(
      () => useAutosave({ section: 'about_me', kind: 'original', serverText: 'old', save: never }),
      { wrapper },
    );
    act(() => first.result.current.change('Lo que escribí antes de recargar'));
    first.unmount();

    const save = vi.fn().mockResolvedValue({});
    const second = renderHook(
      () => useAutosave({ section: 'about_me', kind: 'original', serverText: 'old', save }),
      { wrapper },
    );
    expect(second.result.current.text).toBe('Lo que escribí antes de recargar');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledWith('about_me', 'original', 'Lo que escribí antes de recargar');
    expect(second.result.current.status).toBe('saved');
  });

  it('keeps the text through an offline minute and sends it when the connection is back', async () => {
    let online = false;
    const save = vi.fn(() => (online ? Promise.resolve({}) : Promise.reject(offline())));
    const { result } = renderHook(
      () => useAutosave({ section: 'what_happened', kind: 'original', serverText: '', save }),
      { wrapper },
    );
    act(() => result.current.change('El 14 de febrero de 2022 en San Miguel'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.status).toBe('offline');
    expect(readDraft('what_happened', 'original')?.text).toBe('El 14 de febrero de 2022 en San Miguel');
    expect(save.mock.calls.length).toBeGreaterThan(1);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.status).toBe('saved');
    expect(save).toHaveBeenLastCalledWith(
      'what_happened',
      'original',
      'El 14 de febrero de 2022 en San Miguel',
    );
    expect(readDraft('what_happened', 'original')).toBeNull();
  });

  it('keeps the text when the session expired, and a later visit sends it', async () => {
    const expired = vi.fn().mockRejectedValue(new ApiError(401, 'UNAUTHORIZED', 'UNAUTHORIZED'));
    const { result } = renderHook(
      () => useAutosave({ section: 'fear_of_return', kind: 'original', serverText: '', save: expired }),
      { wrapper },
    );
    act(() => result.current.change('Tengo miedo porque'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('offline');

    const save = vi.fn().mockResolvedValue({});
    await sendPendingDrafts('original', save);
    expect(save).toHaveBeenCalledWith('fear_of_return', 'original', 'Tengo miedo porque');
    expect(readDraft('fear_of_return', 'original')).toBeNull();
  });

  it('tells the applicant when the case is complete and keeps the text on the device', async () => {
    const refused = vi.fn().mockRejectedValue(new ApiError(409, 'CONFLICT', 'CONFLICT', 'case.readOnly'));
    const { result } = renderHook(
      () => useAutosave({ section: 'about_me', kind: 'original', serverText: '', save: refused }),
      { wrapper },
    );
    act(() => result.current.change('Cambio tardío'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('readOnly');
    expect(readDraft('about_me', 'original')?.text).toBe('Cambio tardío');
  });
});

describe('what a save leaves in the cached declaration', () => {
  const cached = (): Declaration => ({
    strategy: 'asylum',
    title: 'Declaración',
    writtenIn: 'es',
    readOnly: false,
    machineTranslation: false,
    translationPackage: false,
    translationFile: null,
    sections: [
      {
        key: 'about_me',
        title: 'Quién es usted',
        prompts: [],
        example: { vague: '', specific: '' },
        minWords: 0,
        incidents: false,
        optional: false,
        words: 0,
        original: { text: '', machineDraft: false, updatedAt: null },
        revision: '0000000000000000',
        translation: { text: '', machineDraft: false, updatedAt: null, standing: 'current' },
      },
    ],
  });

  it('keeps the revision of the Spanish just saved, so the translation typed next is saved against it', () => {
    const client = new QueryClient();
    const key = declarationKeys.text('es');
    client.setQueryData(key, cached());
    rememberSaved(client, 'about_me', 'original', 'Me llamo Rosa.', {
      revision: 'aaaaaaaaaaaaaaaa',
      translationStanding: 'missing',
    });
    const afterOriginal = client.getQueryData<Declaration>(key)!.sections[0]!;
    expect(afterOriginal.revision).toBe('aaaaaaaaaaaaaaaa');
    expect(afterOriginal.translation?.standing).toBe('missing');

    rememberSaved(client, 'about_me', 'translation', 'My name is Rosa.', {
      revision: 'aaaaaaaaaaaaaaaa',
      translationStanding: 'out-of-date',
    });
    // The server's word on the translation, not a guess: an out-of-date one keeps its warning.
    expect(client.getQueryData<Declaration>(key)!.sections[0]!.translation?.standing).toBe('out-of-date');
  });
});
