import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PersonalInfoForm } from './personal-info-form';

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-white p-5"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** My profile's parts: personal information, password and, on My profile, the contract card. */
export function ProfileView({ contract }: { contract?: ReactNode }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <ProfileSection id="profile-personal-info" title={t('sections.personalInfo')}>
        <PersonalInfoForm />
      </ProfileSection>
      <ProfileSection id="profile-password" title={t('sections.password')}>
        <p>{t('password.text')}</p>
        <Link
          to={localizeHref('/change-password', locale)}
          className={buttonClasses({ outline: true })}
          data-testid="profile-change-password"
        >
          {t('password.link')}
        </Link>
      </ProfileSection>
      {/* The contract card brings its own section and heading. */}
      {contract}
    </div>
  );
}
