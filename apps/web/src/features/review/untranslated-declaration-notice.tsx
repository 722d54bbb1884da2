import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';

/** A Spanish declaration whose English translation is unfinished is left out of the package: say so before approval. */
export function UntranslatedDeclarationNotice({
  sections,
  reopened,
}: {
  sections: readonly string[] | undefined;
  /** The declaration is open for changes (a correction request reopened it); otherwise the review locks it. */
  reopened: boolean;
}) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  if (!sections || sections.length === 0) return null;
  return (
    <FormBanner tone="warning" title={t('landing.untranslatedTitle')} testId="untranslated-declaration">
      <p>{t('landing.untranslatedText', { sections: sections.join(', ') })}</p>
      {reopened ? null : <p>{t('landing.untranslatedLocked')}</p>}
      <Link
        to={localizeHref(reopened ? '/declaration' : '/my-request/request', locale)}
        className={`${buttonClasses({ size: 'small' })} mt-2`}
      >
        {t(reopened ? 'landing.fixTranslation' : 'landing.reopenForTranslation')}
      </Link>
    </FormBanner>
  );
}
