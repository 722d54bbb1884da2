import { useTranslation } from 'react-i18next';

/** Reads a page-content catalog; `available` is false when the content team has not provided it. */
export function usePageContent(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  const available = i18n.hasResourceBundle(i18n.language, namespace);
  const text = (key: string, values?: Record<string, string>): string => {
    const value: unknown = t(key, { defaultValue: '', ...values });
    return typeof value === 'string' ? value : '';
  };
  const list = <T>(key: string): T[] => {
    const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
    return Array.isArray(value) ? (value as T[]) : [];
  };
  return { available, text, list };
}

export interface TitledText {
  title: string;
  text: string;
  estimate?: string;
}

export interface Faq {
  q: string;
  a: string;
  link?: { href: string; label: string };
}
