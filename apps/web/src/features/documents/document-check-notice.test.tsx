import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enDocuments from '../../locales/en/documents.json';
import esDocuments from '../../locales/es/documents.json';
import { DocumentCheckNotice } from './document-check-notice';

const DOCUMENT_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function mockValidate(problems: string[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === `/api/documents/${DOCUMENT_ID}/validate` && init.method === 'POST')
      return Response.json({ documentId: DOCUMENT_ID, problems });
    return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderNotice(locale: 'en' | 'es', onKeep = vi.fn()) {
  i18n.addResourceBundle('en', 'documents', enDocuments, true, true);
  i18n.addResourceBundle('es', 'documents', esDocuments, true, true);
  await i18n.changeLanguage(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Screen = () => (
    <DocumentCheckNotice
      documentId={DOCUMENT_ID}
      label="Pasaporte"
      uploadHref="/es/document-upload?person=principal&document=passport"
      onKeep={onKeep}
    />
  );
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onKeep;
}

beforeEach(() => {
  window.sessionStorage.setItem('camino.auth', JSON.stringify({ token: 'token-1' }));
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('the check after a document is saved', () => {
  it('says in Spanish what looks wrong and lets the applicant keep the document anyway', async () => {
    mockValidate(['noMrz']);
    const onKeep = await renderNotice('es');
    expect(await screen.findByText(/No encontramos las dos líneas/)).toBeInTheDocument();
    expect(screen.getByText('Revise este documento: Pasaporte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subirlo de nuevo' })).toHaveAttribute(
      'href',
      '/es/document-upload?person=principal&document=passport',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Conservarlo de todos modos' }));
    expect(onKeep).toHaveBeenCalledOnce();
  });

  it('shows nothing once the document looks right', async () => {
    const fetchMock = mockValidate([]);
    await renderNotice('en');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByTestId('document-check')).toBeNull());
  });
});
