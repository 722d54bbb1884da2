import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';

export default function NoEligibilityConfirmationScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = usePageContent('eligibility');
  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.no-eligibility-confirmation.heading')}
        intro={content.text('leadDone.next')}
      />
      <p>{content.text('leadDone.meanwhile')}</p>
      <div className="flex flex-col gap-3">
        <Link
          to={localizeHref('/resources', locale)}
          className={buttonClasses({ size: 'large', fullWidth: true })}
        >
          {content.text('leadDone.resources')}
        </Link>
        <Link
          to={localizeHref('/', locale)}
          className={buttonClasses({ size: 'large', fullWidth: true, outline: true })}
        >
          {content.text('leadDone.home')}
        </Link>
      </div>
    </article>
  );
}
