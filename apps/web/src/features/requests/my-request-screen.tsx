import { REVIEW_SECTIONS } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { requestsQuery } from '../../lib/api/case-requests';

/** /my-request: the correction requests sent, newest first, with their state. */
export default function MyRequestScreen() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  const requests = useQuery(requestsQuery);
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.my-request.heading')} intro={t('routes.my-request.intro')} />
      {requests.isPending ? (
        <p role="status">{tr('loading')}</p>
      ) : requests.isError ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="font-semibold text-error-700">
            {tr('loadFailed')}
          </p>
          <Button outline onClick={() => void requests.refetch()}>
            {tr('retry')}
          </Button>
        </div>
      ) : requests.data.requests.length === 0 ? (
        <p>{tr('requests.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="request-list">
          {requests.data.requests.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-2 rounded-2xl border border-line p-4"
              data-status={request.status}
            >
              <p className="font-semibold">
                {tr(`requests.review.${request.review}`)} · {tr(`requests.status.${request.status}`)}
              </p>
              <p className="text-sm text-muted">
                {tr('requests.sentOn', { date: formatDate(request.createdAt, locale) })}
              </p>
              {REVIEW_SECTIONS.map((section) =>
                request[section] ? (
                  <p key={section}>
                    <span className="font-semibold">{tr(`sections.${section}`)}:</span> {request[section]}
                  </p>
                ) : null,
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to={localizeHref('/review-landing', locale)} className={buttonClasses({ outline: true })}>
        {tr('request.back')}
      </Link>
    </article>
  );
}
