import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import { SigningGuide } from './signing-guide';

const spot = (id: string, label: string, page: number, packagePage: number, mark: string) => ({
  id,
  form: 'package',
  label,
  page,
  packagePage,
  mark,
  who: 'You',
  box: { x: 72, y: 600, width: 260, height: 28 },
  pageWidth: 612,
  pageHeight: 792,
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the signing check', () => {
  it('says which lines are checked and which are left, and "all signed" only when all are', async () => {
    mockApi({
      'GET /api/signature/pages': () => ({
        pages: [
          spot('i-589-part-d', 'Form I-589', 9, 11, 'signature'),
          spot('declaration-20-signature-1', 'Declaration', 3, 20, 'signature'),
          spot('declaration-20-date-2', 'Declaration', 3, 20, 'date'),
        ],
      }),
      ...Object.fromEntries(
        ['i-589-part-d', 'declaration-20-signature-1', 'declaration-20-date-2'].map((id) => [
          `POST /api/signature/check/${id}`,
          () => ({ signed: true, inkRatio: 0.02 }),
        ]),
      ),
    });
    const done = vi.fn();
    await renderScreen(() => <SigningGuide onAllSigned={done} />, '/download-case');
    expect(await screen.findByText('0 of 3 places checked.')).toBeTruthy();
    const photo = new File([new Uint8Array([1, 2, 3])], 'signed.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('sign-photo-i-589-part-d'), { target: { files: [photo] } });
    expect(await screen.findByText('1 of 3 places checked.')).toBeTruthy();
    expect(screen.queryByTestId('all-signed')).toBeNull();
    expect(screen.getByTestId('sign-left').textContent).toContain('Declaration, page 3 — Write the date here.');
    expect(done).toHaveBeenLastCalledWith(false);

    for (const id of ['declaration-20-signature-1', 'declaration-20-date-2'])
      fireEvent.change(screen.getByTestId(`sign-photo-${id}`), { target: { files: [photo] } });
    await waitFor(() => expect(screen.getByTestId('all-signed')).toBeTruthy());
    expect(screen.queryByTestId('sign-left')).toBeNull();
    expect(done).toHaveBeenLastCalledWith(true);
  });
});
