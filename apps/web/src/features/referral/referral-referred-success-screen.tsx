import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';

/** After a visitor who came through an invitation creates their account: it counted; activation is next. */
export default function ReferralReferredSuccessScreen() {
  const { t } = useTranslation('referral');
  const locale = useLocale();
  const location = useLocation();
  const state = (location.state ?? {}) as { invitedBy?: unknown };
  const partner = typeof state.invitedBy === 'string' && state.invitedBy ? state.invitedBy : null;
  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('referred.title')}
        intro={partner ? t('referred.byPartner', { partner }) : t('referred.byPerson')}
      />
      <p className="max-w-prose text-muted">{t('referred.private')}</p>
      <FormBanner tone="info" testId="referred-next">
        {t('referred.next')}
      </FormBanner>
      <Link
        to={localizeHref('/instructions-activate', locale)}
        state={location.state as unknown}
        className={buttonClasses({ size: 'large', fullWidth: true })}
        data-testid="referred-continue"
      >
        {t('referred.continue')}
      </Link>
    </article>
  );
}
