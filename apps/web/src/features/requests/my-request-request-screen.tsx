import { REQUEST_TEXT_MAX, REVIEW_SECTIONS, type ReviewSection } from '@camino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { CONTROL_CLASSES } from '../../ui/field-message';
import { PageIntro } from '../../ui/page-intro';
import { sendCaseRequest } from '../../lib/api/case-requests';
import { caseKeys } from '../../lib/api/case-keys';
import { reviewKeys } from '../../lib/api/review-keys';

function RequestBox({
  section,
  value,
  onChange,
}: {
  section: ReviewSection;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {t(`request.${section}`)}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={REQUEST_TEXT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL_CLASSES} min-h-28`}
        data-testid={`request-${section}`}
      />
    </div>
  );
}

/** /my-request/request: a free-text correction request; the screen says it cannot be withdrawn. */
export default function MyRequestRequestScreen() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState<Record<ReviewSection, string>>({
    forms: '',
    evidence: '',
    declaration: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const body = Object.fromEntries(
      REVIEW_SECTIONS.map((section) => [section, text[section].trim()]).filter(([, value]) => value !== ''),
    );
    if (Object.keys(body).length === 0) {
      setError(tr('request.empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendCaseRequest(body);
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
      await navigate(localizeHref('/review-landing', locale));
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 409 ? tr('request.notNow') : tr('request.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.my-request-request.heading')}
        intro={t('routes.my-request-request.intro')}
      />
      <p
        role="note"
        className="rounded-lg border-2 border-warning-700 bg-warning-50 p-3 font-semibold"
        data-testid="request-warning"
      >
        {tr('request.warning')}
      </p>
      <p>{tr('request.hint')}</p>
      {REVIEW_SECTIONS.map((section) => (
        <RequestBox
          key={section}
          section={section}
          value={text[section]}
          onChange={(value) => setText((current) => ({ ...current, [section]: value }))}
        />
      ))}
      {error ? (
        <p role="alert" className="font-semibold text-error-700">
          {error}
        </p>
      ) : null}
      <Button onClick={() => void send()} loading={busy} data-testid="send-request">
        {tr('request.send')}
      </Button>
      <Link to={localizeHref('/review-landing', locale)} className={buttonClasses({ outline: true })}>
        {tr('request.back')}
      </Link>
    </article>
  );
}
