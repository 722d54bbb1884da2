import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const full = title ? t('common.titleTemplate', { title }) : t('common.appName');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
