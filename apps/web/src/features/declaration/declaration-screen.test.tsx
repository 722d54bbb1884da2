import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enDeclaration from '../../locales/en/declaration.json';
import esDeclaration from '../../locales/es/declaration.json';
import { mockApi, renderScreen } from '../case/test-support';
import type { Declaration } from './declaration-api';
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
  translation: null,
});
const declaration = (text: string): Declaration => ({
  strategy: 'asylum',
  title: 'Declaration',
  writtenIn: 'es',
  readOnly: false,
  machineTranslation: false,
  translationPackage: false,
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
});
