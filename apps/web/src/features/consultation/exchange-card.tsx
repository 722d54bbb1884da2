import type { ConsultationExchange } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { SafetyAnswer } from './safety-answer';

function Citations({ exchange }: { exchange: ConsultationExchange }) {
  const { t } = useTranslation('consultation');
  const locale = useLocale();
  if (exchange.citations.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('sources')}</h3>
      <ol className="flex list-decimal flex-col gap-2 pl-6" data-testid="consultation-citations">
        {exchange.citations.map((citation) => (
          <li key={citation.id} data-citation={citation.id}>
            {citation.href ? (
              <Link
                to={localizeHref(citation.href, locale)}
                className="font-semibold text-brand-700 underline"
              >
                {citation.title}
              </Link>
            ) : (
              <span className="font-semibold">{citation.title}</span>
            )}
            <blockquote className="mt-1 border-l-4 border-line pl-3 text-sm">{citation.quote}</blockquote>
          </li>
        ))}
      </ol>
    </div>
  );
}

function LawyerHandoff() {
  const { t } = useTranslation('consultation');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2" data-testid="consultation-handoff">
      <p>{t('handoff.text')}</p>
      <p>{t('handoff.partner')}</p>
      <Link to={localizeHref('/resources', locale)} className="font-semibold text-brand-700 underline">
        {t('handoff.link')}
      </Link>
    </div>
  );
}

/**
 * One question and its answer: the passages' words, the pages cited, the hand-off to a lawyer, or the
 * safety answer followed by what the guides say.
 */
export function ExchangeCard({ exchange }: { exchange: ConsultationExchange }) {
  const { t } = useTranslation('consultation');
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="consultation-exchange"
      data-kind={exchange.kind}
      lang={exchange.language}
    >
      <p className="font-bold">{exchange.question}</p>
      {exchange.kind === 'legal-chances' ? <LawyerHandoff /> : null}
      {exchange.kind === 'safety' ? <SafetyAnswer topics={exchange.topics} /> : null}
      {exchange.kind === 'safety' && exchange.answer ? (
        <div className="flex flex-col gap-2 whitespace-pre-line" data-testid="consultation-answer">
          <p className="text-sm">{t('safety.guides')}</p>
          <p>{exchange.answer}</p>
        </div>
      ) : null}
      {exchange.kind === 'no-match' ? <p>{t('noMatch')}</p> : null}
      {exchange.kind === 'answered' ? (
        <div className="flex flex-col gap-2 whitespace-pre-line" data-testid="consultation-answer">
          <p className="text-sm">
            {t(exchange.answeredBy === 'chat' ? 'answeredByChat' : 'answeredFromPages')}
          </p>
          <p>{exchange.answer}</p>
        </div>
      ) : null}
      <Citations exchange={exchange} />
    </article>
  );
}
