import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { useAuthText } from './auth-ui';

export default function AccountActivatedScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.account-activated.heading')} intro={t('routes.account-activated.intro')} />
      <p>{auth.t('activated.text')}</p>
      <Link
        to={localizeHref('/login', locale)}
        className={buttonClasses({ size: 'large', fullWidth: true })}
        data-testid="activated-log-in"
      >
        {auth.t('activated.logIn')}
      </Link>
    </div>
  );
}
