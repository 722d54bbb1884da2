import type { ConsultationTopic } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { HelpLines } from '../../ui/help-lines';

interface Source {
  name: string;
  url: string;
}

function Sources({ topic }: { topic: ConsultationTopic }) {
  const { t } = useTranslation('consultation');
  const value: unknown = t(`safety.${topic}.sources`, { returnObjects: true, defaultValue: [] });
  const sources = Array.isArray(value) ? (value as Source[]) : [];
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted" data-testid="consultation-safety-sources">
      {sources.map((source) => (
        <li key={source.url} className="[overflow-wrap:anywhere]">
          {t('safety.sourceLabel')}{' '}
          <a href={source.url} rel="noopener noreferrer" className="underline">
            {source.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Danger() {
  const { t } = useTranslation('consultation');
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border-2 border-error-700 bg-error-50 p-4"
      data-testid="consultation-safety-danger"
    >
      <h3 className="text-lg font-bold text-error-800">{t('safety.danger.title')}</h3>
      <p className="font-semibold">{t('safety.danger.emergency')}</p>
      <a href="tel:911" className={buttonClasses({ variant: 'error' })}>
        {t('safety.danger.call')}
      </a>
      <p>{t('safety.danger.hotlines')}</p>
      <HelpLines list="hotlines" headingLevel={3} />
      <p>{t('safety.danger.confidential')}</p>
      <p className="font-semibold">{t('safety.danger.lawyer')}</p>
      <Sources topic="danger" />
    </section>
  );
}

function Topic({ topic }: { topic: Exclude<ConsultationTopic, 'danger'> }) {
  const { t } = useTranslation('consultation');
  return (
    <section className="flex flex-col gap-2" data-testid={`consultation-safety-${topic}`}>
      <h3 className="text-lg font-bold">{t(`safety.${topic}.title`)}</h3>
      <p>{t(`safety.${topic}.text`)}</p>
      <p className="font-semibold">{t(`safety.${topic}.lawyer`)}</p>
      <Sources topic={topic} />
    </section>
  );
}

/**
 * The fixed answer to a question that touches a danger, a crime, a court or a deadline already
 * passed: what to do now and when to see a lawyer, each fact with its source, then where to find
 * legal help. It is the same whoever words the other answers.
 */
export function SafetyAnswer({ topics }: { topics: readonly ConsultationTopic[] }) {
  const { t } = useTranslation('consultation');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4" data-testid="consultation-safety">
      <p className="font-semibold">{t('safety.intro')}</p>
      {topics.includes('danger') ? <Danger /> : null}
      {topics
        .filter((topic): topic is Exclude<ConsultationTopic, 'danger'> => topic !== 'danger')
        .map((topic) => (
          <Topic key={topic} topic={topic} />
        ))}
      <Link
        to={localizeHref('/resources', locale)}
        className="font-semibold text-brand-700 underline"
        data-testid="consultation-legal-help"
      >
        {t('safety.legalHelp')}
      </Link>
    </div>
  );
}
