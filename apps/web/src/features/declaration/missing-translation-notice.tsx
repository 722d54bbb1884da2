import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import type { Declaration } from './api/declaration';
import { declarationKeys } from './api/declaration-keys';
import { getTranslationFileStatus } from './api/translation-file';

/**
 * Titles of the written parts of a Spanish declaration whose English translation is not ready to file
 * (missing, or a machine draft not yet reviewed). An uploaded translation file stands in for all of them.
 */
export function useUntranslatedSections(declaration: Declaration | undefined): string[] {
  const spanish = declaration?.writtenIn === 'es';
  const file = useQuery({
    queryKey: declarationKeys.translationFile(),
    queryFn: ({ signal }) => getTranslationFileStatus(signal),
    enabled: spanish,
  });
  // Said only once it is known that no translation file stands in for the typed parts.
  if (!declaration || !spanish || file.data?.uploaded !== false) return [];
  return declaration.sections
    .filter(
      (section) =>
        section.original.text.trim() !== '' &&
        ((section.translation?.text ?? '').trim() === '' || section.translation?.machineDraft === true),
    )
    .map((section) => section.title);
}

/** Says, before approval, that a Spanish declaration is not filed until its English translation is complete. */
export function MissingTranslationNotice({
  sections,
  showLink = true,
}: {
  sections: readonly string[];
  showLink?: boolean;
}) {
  const { t } = useTranslation('declaration');
  const locale = useLocale();
  if (sections.length === 0) return null;
  return (
    <FormBanner tone="warning" title={t('missingTranslation.title')} testId="missing-translation">
      <p>{t('missingTranslation.text', { sections: sections.join(', ') })}</p>
      {showLink ? (
        <Link
          to={localizeHref('/declaration', locale)}
          className={`${buttonClasses({ size: 'small' })} mt-2`}
        >
          {t('missingTranslation.fix')}
        </Link>
      ) : null}
    </FormBanner>
  );
}
