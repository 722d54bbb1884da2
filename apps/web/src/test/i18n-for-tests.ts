import en from '../locales/en.json';
import es from '../locales/es.json';
import { i18n, initI18n } from '../lib/i18n';

export function initI18nForTests(): void {
  void initI18n('en', { en: { translation: en }, es: { translation: es } });
  void i18n.changeLanguage('en');
}
