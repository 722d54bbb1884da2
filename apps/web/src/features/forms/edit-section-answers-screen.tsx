import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { caseKeys } from '../../lib/api/case-keys';
import { formKeys } from '../../lib/api/form-keys';
import { formPagesQuery } from '../../lib/api/form-pages';
import { formSectionsQuery } from './api/form-sections';
import { legalPrefill } from './api/legal-prefill';
import { LEGAL_QUESTIONNAIRE } from './questionnaire-keys';
import { FormPageView } from './form-page-view';
import { useSectionParam, type SectionQuestionnaire } from './legal-questions-screen';

/**
 * Edit one section; when it is done, the pages it fills are drawn again with the new answers. `notice`
 * (the route's) says what the answers changed of the eligibility check.
 */
export default function EditSectionAnswersScreen({
  Questionnaire,
  notice,
}: {
  Questionnaire: SectionQuestionnaire;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sectionId = useSectionParam();
  const form = params.get('form') ?? 'i-589';
  const sections = useQuery(formSectionsQuery(locale));
  const pages = useQuery(formPagesQuery(form));
  const [version, setVersion] = useState(0);
  const section = sections.data?.sections.find((candidate) => candidate.sectionId === sectionId);
  const changedPages = (pages.data?.pages ?? []).filter(
    (page) => section !== undefined && page.sections.includes(section.key),
  );

  if (sections.data?.readOnly) {
    return (
      <article className="flex flex-col gap-6">
        <PageIntro title={t('routes.edit-section-answers.heading')} intro={tf('readOnly')} />
        <Button onClick={() => void navigate(localizeHref('/review-forms', locale))}>
          {tf('edit.backToReview')}
        </Button>
      </article>
    );
  }
  if (version > 0) {
    return (
      <article className="flex flex-col gap-6">
        <PageIntro
          title={tf('edit.doneTitle')}
          intro={tf('edit.doneText', { section: section?.label ?? '' })}
        />
        <ol className="flex flex-col gap-8">
          {changedPages.map((page) => (
            <li key={page.page}>
              <FormPageView form={form} page={page} version={version} highlight={section?.key} />
            </li>
          ))}
        </ol>
        <Button
          size="large"
          fullWidth
          onClick={() => void navigate(localizeHref(`/review-forms?form=${form}`, locale))}
        >
          {tf('edit.backToReview')}
        </Button>
        <Button outline onClick={() => setVersion(0)}>
          {tf('edit.again')}
        </Button>
      </article>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {notice}
      <Questionnaire
        key={sectionId ?? 'first'}
        questionnaire={LEGAL_QUESTIONNAIRE}
        sectionId={sectionId}
        configId={sections.data?.configId}
        prefill={legalPrefill}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: caseKeys.screeningCheck() })}
        onComplete={() => {
          void queryClient.invalidateQueries({ queryKey: formKeys.sectionsOfAnyLanguage() });
          setVersion(Date.now());
        }}
      />
    </div>
  );
}
