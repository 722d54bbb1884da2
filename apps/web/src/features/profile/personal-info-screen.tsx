import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PersonalInfoForm } from './personal-info-form';

export default function PersonalInfoScreen() {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.personal-info.heading')} intro={t('routes.personal-info.intro')} />
      <PersonalInfoForm />
    </article>
  );
}
