import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import type { Declaration } from './api/declaration';

/** A written part of a Spanish declaration whose English translation cannot be filed as it is. */
export interface UnfinishedTranslation {
  readonly title: string;
  readonly standing: 'missing' | 'machine-draft' | 'out-of-date';
}

/**
 * What keeps the English translation of a Spanish declaration from being filed: each written part
 * whose translation is missing, an unreviewed machine draft, or out of date because the part changed
 * after it was translated. An uploaded translation file stands in for all of them, and is out of date
 * as a whole once any part changed (`file`).
 */
export function unfinishedTranslation(declaration: Declaration | undefined): {
  parts: UnfinishedTranslation[];
  file: boolean;
} {
  if (!declaration || declaration.writtenIn !== 'es') return { parts: [], file: false };
  if (declaration.translationFile !== null)
    return { parts: [], file: declaration.translationFile !== 'current' };
  const parts = declaration.sections.flatMap((section) => {
    const standing = section.translation?.standing ?? 'missing';
    if (section.original.text.trim() === '' || standing === 'current') return [];
    return [{ title: section.title, standing }];
  });
  return { parts, file: false };
}

/** Says that a Spanish declaration's translation must be finished and current before the case goes on. */
export function MissingTranslationNotice({
  unfinished,
  showLink = true,
}: {
  unfinished: ReturnType<typeof unfinishedTranslation>;
  showLink?: boolean;
}) {
  const { t } = useTranslation('declaration');
  const locale = useLocale();
  if (unfinished.parts.length === 0 && !unfinished.file) return null;
  const named = unfinished.parts.map((part) =>
    part.standing === 'missing'
      ? part.title
      : t(`missingTranslation.${part.standing}`, { section: part.title }),
  );
  return (
    <FormBanner tone="warning" title={t('missingTranslation.title')} testId="missing-translation">
      <p>
        {unfinished.file
          ? t('missingTranslation.file')
          : t('missingTranslation.text', {
              sections: named.join(', '),
              interpolation: { escapeValue: false },
            })}
      </p>
      {showLink ? (
        <Link
          to={localizeHref(unfinished.file ? '/declaration#translation-file' : '/declaration', locale)}
          className={`${buttonClasses({ size: 'small' })} mt-2`}
        >
          {t('missingTranslation.fix')}
        </Link>
      ) : null}
    </FormBanner>
  );
}
