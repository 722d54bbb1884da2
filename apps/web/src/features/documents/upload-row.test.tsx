import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import enDocuments from '../../locales/en/documents.json';
import esDocuments from '../../locales/es/documents.json';
import { DocumentCardView } from './document-card-view';
import { UploadRow, type UploadRowItem } from './upload-row';
import { renderAt } from '../../test/render';
import type { DocumentCard } from '@camino/contracts';

const file = new File([new Uint8Array(2048)], 'passport.jpg', { type: 'image/jpeg' });

function row(item: UploadRowItem) {
  render(
    <ul>
      <UploadRow item={item} />
    </ul>,
  );
}

beforeEach(async () => {
  i18n.addResourceBundle('en', 'documents', enDocuments, true, true);
  i18n.addResourceBundle('es', 'documents', esDocuments, true, true);
  await i18n.changeLanguage('en');
});

describe('an upload row', () => {
  it('says "Uploading" only while the file is being sent', () => {
    row({ file, sent: 1024, state: 'uploading' });
    expect(screen.getByRole('progressbar', { name: 'Uploading passport.jpg' })).toBeTruthy();
  });

  it('says the file was uploaded once it finished, not "Uploading"', () => {
    row({ file, sent: 2048, state: 'done' });
    expect(screen.queryByText(/Uploading/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'passport.jpg: uploaded' })).toBeTruthy();
  });

  it('says the file was not uploaded, and why, when it was refused', async () => {
    await i18n.changeLanguage('es');
    row({ file, sent: 0, state: 'failed', reason: 'fileTooLarge' });
    expect(screen.queryByText(/Subiendo/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'passport.jpg: no se subió' })).toBeTruthy();
    expect(screen.getByText(/supera los 6 MB/)).toBeTruthy();
  });
});

function card(pageCounts: number[]): DocumentCard {
  return {
    key: 'passport',
    label: 'Passport',
    why: 'Why',
    examples: 'Examples',
    goodPhoto: 'Good photo',
    required: false,
    photoId: true,
    state: 'completed',
    document: {
      id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      sizeBytes: 1000,
      uploadedAt: '2026-01-01T00:00:00.000Z',
      pageCount: pageCounts.reduce((sum, count) => sum + count, 0),
      pages: pageCounts.map((pageCount, index) => ({
        id: `${index}`.padStart(32, 'a'),
        position: index + 1,
        contentType: 'application/pdf' as const,
        sizeBytes: 500,
        pageCount,
      })),
    },
  } as DocumentCard;
}

describe('a document card', () => {
  const view = (pages: number[]) =>
    renderAt(
      <DocumentCardView
        card={card(pages)}
        readOnly
        uploadHref="/document-upload"
        translateHref="/document-translate"
        dataHref={null}
        onOpen={() => undefined}
        onDelete={() => undefined}
      />,
    );

  it('counts the pages of a PDF, not the files', () => {
    view([3]);
    expect(screen.getByText('Uploaded, 3 pages')).toBeTruthy();
  });

  it('says one page in the singular in Spanish', async () => {
    await i18n.changeLanguage('es');
    view([1]);
    expect(screen.getByText('Subido, 1 página')).toBeTruthy();
  });
});
