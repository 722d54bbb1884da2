import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { downloadFilledForm } from './api/filled-form';
import { formPagesQuery } from '../../lib/api/form-pages';
import { formSectionsQuery } from './api/form-sections';
import { WORK_PERMIT_QUESTIONNAIRE } from './questionnaire-keys';
import { FormPageView } from './form-page-view';

export default function ReviewFormsScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = params.get('form') ?? 'i-589';
  const sections = useQuery(formSectionsQuery(locale));
  const pages = useQuery(formPagesQuery(form));
  const [highlight, setHighlight] = useState<string | undefined>(undefined);
  const download = useMutation({ mutationFn: () => downloadFilledForm(form) });
  // The work permit questions are their own questionnaire, answered after filing and never read-only.
  const labelOf = (key: string) =>
    sections.data?.sections.find((section) => section.key === key)?.label ??
    (key === WORK_PERMIT_QUESTIONNAIRE ? tf('offer.section') : key);
  const sectionIdOf = (key: string) =>
    sections.data?.sections.find((section) => section.key === key)?.sectionId;
  const readOnly = sections.data?.readOnly ?? true;
  const notice = sections.data?.forms.find((candidate) => candidate.id === form)?.notice;
  // An empty form is no review: say so and lead to the questions that fill it.
  const notStarted =
    sections.data !== undefined && sections.data.sections.every((section) => section.completion === 0);

  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.review-forms.heading')} intro={t('routes.review-forms.intro')} />
      <p>{tf('review.howTo')}</p>
      {notStarted ? (
        <FormBanner tone="info" testId="review-not-started">
          <p>{tf('review.notStarted')}</p>
          <Link to={localizeHref('/legal-sections', locale)} className="mt-2 inline-block font-semibold">
            {tf('review.answerFirst')}
          </Link>
        </FormBanner>
      ) : null}
      <Button
        size="large"
        fullWidth
        onClick={() => download.mutate()}
        disabled={download.isPending}
        data-testid="download-form"
      >
        {download.isPending ? t('common.loading') : tf('review.download', { number: form.toUpperCase() })}
      </Button>
      {download.isError ? (
        <p role="alert" className="font-semibold text-error-700">
          {tf('review.downloadFailed')}
        </p>
      ) : null}
      {pages.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{tf('review.pagesFailed')}</p>
          <Button onClick={() => void pages.refetch()}>{tf('retry')}</Button>
        </div>
      ) : null}
      <ol className="flex flex-col gap-8">
        {(pages.data?.pages ?? []).map((page) => (
          <li key={page.page} className="flex flex-col gap-3">
            <FormPageView form={form} page={page} version={0} highlight={highlight} />
            {notice?.pages.includes(page.page) === true ? (
              <div data-testid={`notice-address-page-${page.page}`}>
                <p>{tf('review.noticeAddressOnPage')}</p>
                <address className="not-italic font-semibold">
                  {notice.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            ) : null}
            {page.sections.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {page.sections.map((key) => (
                  <span key={key} className="flex flex-wrap gap-2">
                    <Button
                      outline
                      size="small"
                      onClick={() => setHighlight(highlight === key ? undefined : key)}
                    >
                      {tf('review.show', { section: labelOf(key) })}
                    </Button>
                    {key === WORK_PERMIT_QUESTIONNAIRE ? (
                      <Button
                        size="small"
                        data-testid={`edit-${key}-page-${page.page}`}
                        onClick={() =>
                          void navigate(localizeHref(`/legal-questions?questionnaire=${key}`, locale))
                        }
                      >
                        {tf('review.edit', { section: labelOf(key) })}
                      </Button>
                    ) : readOnly || sectionIdOf(key) === undefined ? null : (
                      <Button
                        size="small"
                        data-testid={`edit-${key}-page-${page.page}`}
                        onClick={() =>
                          void navigate(
                            localizeHref(
                              `/edit-section-answers?section=${sectionIdOf(key)}&form=${form}&page=${page.page}`,
                              locale,
                            ),
                          )
                        }
                      >
                        {tf('review.edit', { section: labelOf(key) })}
                      </Button>
                    )}
                  </span>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <Button outline onClick={() => void navigate(localizeHref('/edit-form-sections', locale))}>
          {tf('review.editSections')}
        </Button>
      )}
    </article>
  );
}
