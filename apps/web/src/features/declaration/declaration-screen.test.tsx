import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enDeclaration from '../../locales/en/declaration.json';
import esDeclaration from '../../locales/es/declaration.json';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import type { Declaration } from './api/declaration';
import DeclarationScreen from './declaration-screen';

const section = (text: string) => ({
  key: 'what_happened',
  title: 'What happened',
  prompts: [],
  example: { vague: '', specific: '' },
  minWords: 150,
  incidents: true,
  optional: false,
  words: text.split(/\s+/).filter(Boolean).length,
  original: { text, machineDraft: false, updatedAt: null },
  revision: '0123456789abcdef',
  translation: null as Declaration['sections'][number]['translation'],
});
const declaration = (text: string): Declaration => ({
  strategy: 'asylum',
  title: 'Declaration',
  writtenIn: 'es',
  readOnly: false,
  machineTranslation: false,
  translationPackage: false,
  translationFile: null,
  sections: [section(text)],
});

beforeEach(() => {
  window.sessionStorage.clear();
  resetSessionManager();
  i18n.addResourceBundle('en', 'declaration', enDeclaration, true, true);
  i18n.addResourceBundle('es', 'declaration', esDeclaration, true, true);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('DeclarationScreen', () => {
  it('says nothing is written yet instead of offering an empty statement to sign', async () => {
    mockApi({ 'GET /api/declaration': () => declaration('  ') });
    await renderScreen(DeclarationScreen, '/es/declaration');
    expect(await screen.findByTestId('declaration-empty')).toHaveTextContent(esDeclaration.document.empty);
    expect(screen.queryByText(esDeclaration.document.signHint)).toBeNull();
    expect(screen.queryByText(esDeclaration.document.download)).toBeNull();
  });

  it('shows the statement to print and sign once a part has words', async () => {
    mockApi({ 'GET /api/declaration': () => declaration('Two men came to my stall.') });
    await renderScreen(DeclarationScreen, '/declaration');
    expect(await screen.findByText(enDeclaration.document.signHint)).toBeInTheDocument();
    expect(screen.queryByTestId('declaration-empty')).toBeNull();
  });

  it('names the parts whose English translation is missing and says the declaration is not filed yet', async () => {
    const translated = {
      ...section('Me llamo Rosa.'),
      key: 'about_me',
      title: 'Quién es usted',
      translation: {
        text: 'My name is Rosa.',
        machineDraft: false,
        updatedAt: null,
        standing: 'current' as const,
      },
    };
    const untranslated = { ...section('Dos hombres llegaron a mi puesto.'), title: 'Lo que le pasó' };
    mockApi({
      'GET /api/declaration': () => ({ ...declaration(''), sections: [translated, untranslated] }),
      'GET /api/declaration/translation/file/status': () => ({ uploaded: false, standing: null }),
    });
    await renderScreen(DeclarationScreen, '/es/declaration');
    const notice = await screen.findByTestId('missing-translation');
    expect(notice).toHaveTextContent(esDeclaration.missingTranslation.title);
    expect(notice).toHaveTextContent('Lo que le pasó');
    expect(notice).not.toHaveTextContent('Quién es usted');
  });

  it('notices a part that changed after it was translated, and saves the translation against the Spanish shown', async () => {
    const changed = {
      ...section('Me llamo Rosa. Nací en 1990.'),
      key: 'about_me',
      title: 'Quién es usted',
      revision: 'fedcba9876543210',
      translation: {
        text: 'My name is Rosa.',
        machineDraft: false,
        updatedAt: null,
        standing: 'out-of-date' as const,
      },
    };
    const saved = vi.fn((body: Record<string, unknown>) => {
      expect(body).toEqual({ text: 'My name is Rosa.', translates: 'fedcba9876543210' });
      return {
        savedAt: '2026-11-30T10:00:00.000Z',
        words: 4,
        revision: 'fedcba9876543210',
        translationStanding: 'current',
      };
    });
    mockApi({
      'GET /api/declaration': () => ({ ...declaration(''), sections: [changed] }),
      'GET /api/declaration/translation/file/status': () => ({ uploaded: false, standing: null }),
      'PUT /api/declaration/sections/about_me/translation': saved,
    });
    await renderScreen(DeclarationScreen, '/es/declaration');
    expect(await screen.findByTestId('missing-translation')).toHaveTextContent(
      'Quién es usted (cambió después de traducirse)',
    );
    expect(screen.getByTestId('outdated-about_me')).toHaveTextContent(esDeclaration.document.outdated);
    screen.getByTestId('still-correct-about_me').click();
    await vi.waitFor(() => expect(saved).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('says nothing is missing once the translation is uploaded as a file', async () => {
    const untranslated = { ...section('Dos hombres llegaron a mi puesto.'), title: 'Lo que le pasó' };
    const status = vi.fn(() => ({ uploaded: true, standing: 'current' }));
    mockApi({
      'GET /api/declaration': () => ({
        ...declaration(''),
        translationFile: 'current',
        sections: [untranslated],
      }),
      'GET /api/declaration/translation/file/status': status,
    });
    await renderScreen(DeclarationScreen, '/es/declaration');
    expect(await screen.findByText(esDeclaration.document.signHint)).toBeInTheDocument();
    expect(await screen.findByText(esDeclaration.document.uploaded)).toBeInTheDocument();
    expect(status).toHaveBeenCalled();
    expect(screen.queryByTestId('missing-translation')).toBeNull();
  });
});
