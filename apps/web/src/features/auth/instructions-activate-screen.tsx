import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { ActivationHelp } from './activation-help';
import { TextLink, useAuthText } from './auth-ui';

function maskedContacts(state: unknown): { email: string; phone: string } | null {
  const { email, phone } = (state ?? {}) as { email?: unknown; phone?: unknown };
  return typeof email === 'string' && typeof phone === 'string' ? { email, phone } : null;
}

export default function InstructionsActivateScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const contacts = maskedContacts(useLocation().state);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.instructions-activate.heading')}
        intro={t('routes.instructions-activate.intro')}
      />
      <FormBanner tone="info" testId="activation-sent">
        <p>{contacts ? auth.t('instructions.sentTo', contacts) : auth.t('instructions.sent')}</p>
        <p className="mt-1">{auth.t('instructions.steps')}</p>
      </FormBanner>
      <section aria-labelledby="nothing-arrived" className="flex flex-col gap-2">
        <h2 id="nothing-arrived" className="text-lg font-bold">
          {auth.t('instructions.nothingTitle')}
        </h2>
        <ul className="list-disc pl-6">
          <li>{auth.t('instructions.nothing1')}</li>
          <li>{auth.t('instructions.nothing2')}</li>
          <li>{auth.t('instructions.nothing3')}</li>
        </ul>
      </section>
      <ActivationHelp />
      <TextLink to={localizeHref('/login', locale)}>{auth.t('instructions.logIn')}</TextLink>
    </div>
  );
}
