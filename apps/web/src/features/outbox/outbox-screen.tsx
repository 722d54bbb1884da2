import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@camino/contracts';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { getOutbox } from './api/outbox';
import { sameOriginHref } from './same-origin-href';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; messages: OutboxMessage[] };

/** Development only: the emails and SMS Camino would have sent, with their links. */
export default function OutboxScreen() {
  const { t } = useTranslation('outbox');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [recipient, setRecipient] = useState('');

  const refresh = useCallback(async (signal?: AbortSignal) => {
    setRefreshing(true);
    try {
      const messages = await getOutbox(signal);
      setLoad({ state: 'loaded', messages });
    } catch {
      if (!signal?.aborted) setLoad({ state: 'failed' });
    } finally {
      if (!signal?.aborted) setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  const filter = recipient.trim().toLowerCase();
  const messages =
    load.state === 'loaded'
      ? load.messages.filter((message) => message.to.toLowerCase().includes(filter))
      : [];

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('title')} intro={t('intro')} />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('filter.label')}
          type="search"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button outline loading={refreshing} onClick={() => void refresh()}>
          {t('refresh')}
        </Button>
      </div>
      {load.state === 'failed' ? (
        <p role="alert" className="font-semibold text-error-700">
          {t('failed')}
        </p>
      ) : null}
      {load.state === 'loaded' && messages.length === 0 ? (
        <p data-testid="outbox-empty">{filter ? t('emptyFiltered') : t('empty')}</p>
      ) : null}
      {messages.length > 0 ? (
        <ol aria-label={t('listLabel')} className="flex flex-col gap-4">
          {messages.map((message, index) => (
            <li key={`${message.createdAt}-${message.to}-${index}`}>
              <OutboxEntry message={message} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('outbox');
  const locale = useLocale();
  return (
    <article
      data-testid="outbox-message"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
    >
      <header className="flex flex-col gap-1">
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span className="font-semibold uppercase">{t(`channel.${message.channel}`)}</span>
          <time dateTime={message.createdAt}>
            {formatDate(message.createdAt, locale, { dateStyle: 'medium', timeStyle: 'medium' })}
          </time>
        </p>
        <p>
          <span className="font-semibold">{t('to')}</span> <span className="break-all">{message.to}</span>
        </p>
        {message.subject ? <h2 className="text-lg font-bold text-brand-900">{message.subject}</h2> : null}
      </header>
      <p className="whitespace-pre-line break-words">{message.text}</p>
      {message.links.length > 0 ? (
        <ul aria-label={t('links')} className="flex flex-col gap-1">
          {message.links.map((link) => (
            <li key={link}>
              <a href={sameOriginHref(link)} className="break-all font-semibold text-brand-700 underline">
                {sameOriginHref(link)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
