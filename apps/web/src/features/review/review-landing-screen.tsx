import type { ReactNode } from 'react';
import { type MissingItem, missingItemSchema, type ReviewSection, type ReviewState } from '@camino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { MissingItemsList } from '../../ui/missing-items';
import { PageIntro } from '../../ui/page-intro';
import { ApprovalForm } from './approval-form';
import { resolveCaseRequest } from '../../lib/api/case-requests';
import { confirmSection, reviewQuery } from './api/review-state';
import { ReviewFormsList, type FormPageSlot } from './review-section-forms';
import { UntranslatedDeclarationNotice } from './untranslated-declaration-notice';
import { VoiceSummaryButton } from './voice-summary-button';
import { caseKeys } from '../../lib/api/case-keys';
import { reviewKeys } from '../../lib/api/review-keys';

const EDIT_ROUTES: Record<ReviewSection, { href: string; label: string }> = {
  forms: { href: '/legal-landing', label: 'landing.editForms' },
  declaration: { href: '/declaration-landing', label: 'landing.editDeclaration' },
  evidence: { href: '/document-landing', label: 'landing.editEvidence' },
};

function SectionBody({
  section,
  state,
  FormPageView,
}: {
  section: ReviewSection;
  state: ReviewState;
  FormPageView: FormPageSlot;
}) {
  const { t } = useTranslation('review');
  if (section === 'forms') return <ReviewFormsList forms={state.forms} FormPageView={FormPageView} />;
  if (section === 'declaration')
    return state.declaration.available ? (
      <div className="flex flex-col gap-2">
        {state.declaration.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    ) : (
      <p>{t('landing.noDeclaration')}</p>
    );
  return state.evidence.length === 0 ? (
    <p>{t('landing.noEvidence')}</p>
  ) : (
    <ul className="list-disc pl-6">
      {state.evidence.map((item) => (
        <li key={item.id}>
          {item.title} ({t('landing.evidencePages', { count: item.pages })})
        </li>
      ))}
    </ul>
  );
}

function ReviewSectionCard({
  section,
  state,
  FormPageView,
}: {
  section: ReviewSection;
  state: ReviewState;
  FormPageView: FormPageSlot;
}) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = state.sections.find((candidate) => candidate.section === section)!;
  const canConfirm = state.review === 'initial' && !state.correcting && !info.confirmed;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(reviewQuery(locale).queryKey, await confirmSection(section, locale));
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    } catch {
      setError(t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={`section-${section}`}
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
      data-testid={`review-section-${section}`}
      data-confirmed={info.confirmed}
    >
      <h2 id={`section-${section}`} className="text-xl font-bold">
        {t(`sections.${section}`)}
      </h2>
      {info.reopened ? <p className="font-semibold text-warning-700">{t('landing.reopened')}</p> : null}
      <SectionBody section={section} state={state} FormPageView={FormPageView} />
      {state.correcting && info.reopened ? (
        <Link
          to={localizeHref(EDIT_ROUTES[section].href, locale)}
          className={buttonClasses({ outline: true })}
        >
          {t(EDIT_ROUTES[section].label)}
        </Link>
      ) : null}
      {info.confirmed && state.review === 'initial' ? <p role="status">{t('landing.confirmed')}</p> : null}
      {canConfirm ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void confirm()} loading={busy} data-testid={`confirm-${section}`}>
            {t('landing.confirm')}
          </Button>
          <Link to={localizeHref('/my-request/request', locale)} className={buttonClasses({ outline: true })}>
            {t('landing.askChange')}
          </Link>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="font-semibold text-error-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Why "I finished my changes" was refused: nothing changed, something is left missing, or a failure. */
type Refusal =
  { kind: 'nothingChanged' } | { kind: 'stillMissing'; items: MissingItem[] } | { kind: 'failed' };

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.reason === 'review.nothingChanged')
    return { kind: 'nothingChanged' };
  if (error instanceof ApiError && error.reason === 'review.stillMissing') {
    const parsed = z.array(missingItemSchema).safeParse(error.extensions.missingItems);
    return { kind: 'stillMissing', items: parsed.success ? parsed.data : [] };
  }
  return { kind: 'failed' };
}

function Correcting() {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const done = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await resolveCaseRequest();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      role="status"
      className="flex flex-col gap-3 rounded-2xl border-2 border-warning-700 bg-warning-50 p-4"
      data-testid="correcting"
    >
      <h2 className="text-xl font-bold">{t('landing.correctingTitle')}</h2>
      <p>{t('landing.correctingText')}</p>
      <Button onClick={() => void done()} loading={busy} data-testid="corrections-done">
        {t('landing.doneCorrecting')}
      </Button>
      {refusal ? (
        <div role="alert" className="flex flex-col gap-2" data-testid="corrections-refused">
          <p className="font-semibold text-error-700">
            {t(
              refusal.kind === 'nothingChanged'
                ? 'landing.nothingChanged'
                : refusal.kind === 'stillMissing'
                  ? 'landing.stillMissing'
                  : 'loadFailed',
            )}
          </p>
          {refusal.kind === 'stillMissing' ? <MissingItemsList items={refusal.items} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** /review-landing: the initial review section by section, then the final review and approval. */
export default function ReviewLandingScreen({
  FormPageView,
  notice,
}: {
  FormPageView: FormPageSlot;
  /** The route's note of what the legal answers changed of the eligibility check. */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  const review = useQuery(reviewQuery(locale));

  const heading = (
    <PageIntro title={t('routes.review-landing.heading')} intro={t('routes.review-landing.intro')} />
  );
  if (review.isPending)
    return (
      <article className="flex flex-col gap-6">
        {heading}
        <p role="status">{tr('loading')}</p>
      </article>
    );
  if (review.isError)
    return (
      <article className="flex flex-col gap-6">
        {heading}
        <p role="alert" className="font-semibold text-error-700">
          {tr('loadFailed')}
        </p>
        <Button outline onClick={() => void review.refetch()}>
          {tr('retry')}
        </Button>
      </article>
    );
  const state = review.data;
  return (
    <article
      className="flex flex-col gap-6"
      data-testid="review-landing"
      data-review={state.review ?? 'none'}
    >
      {heading}
      <VoiceSummaryButton />
      {state.approved ? null : notice}
      {state.approved ? (
        <section className="flex flex-col gap-3" data-testid="review-approved">
          <h2 className="text-xl font-bold">{tr('landing.approvedTitle')}</h2>
          <p>{tr('landing.approvedText')}</p>
          <Link to={localizeHref('/download-case', locale)} className={buttonClasses({ fullWidth: true })}>
            {tr('landing.toDownload')}
          </Link>
        </section>
      ) : state.review === null ? (
        <p data-testid="review-not-yet">{tr('landing.notYet')}</p>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <h2 className="text-2xl font-bold">
              {tr(state.review === 'initial' ? 'landing.initialTitle' : 'landing.finalTitle')}
            </h2>
            <p>{tr(state.review === 'initial' ? 'landing.initialIntro' : 'landing.finalIntro')}</p>
          </div>
          <UntranslatedDeclarationNotice
            sections={state.declaration.untranslatedSections}
            reopened={state.sections.some((item) => item.section === 'declaration' && item.reopened)}
          />
          {state.correcting ? <Correcting /> : null}
          {state.sections.map(({ section }) => (
            <ReviewSectionCard key={section} section={section} state={state} FormPageView={FormPageView} />
          ))}
          {state.review === 'final' && !state.correcting ? (
            <>
              <Link
                to={localizeHref('/my-request/request', locale)}
                className={buttonClasses({ outline: true })}
              >
                {tr('landing.askChange')}
              </Link>
              <ApprovalForm />
            </>
          ) : null}
        </>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={localizeHref('/my-request', locale)} className={buttonClasses({ outline: true })}>
          {tr('landing.myRequests')}
        </Link>
        <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ outline: true })}>
          {tr('dashboard')}
        </Link>
      </div>
    </article>
  );
}
