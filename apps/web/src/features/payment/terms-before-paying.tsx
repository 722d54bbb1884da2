import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { currentTermsQuery } from '../../lib/api/terms';
import { LegalTextView } from '../../ui/legal-text-view';

/** The refund rules in a few words and the terms of use, offered before the "Pay" button. */
export function TermsBeforePaying() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const terms = useQuery({ ...currentTermsQuery, enabled: open });
  return (
    <section className="flex flex-col gap-2 text-sm" data-testid="terms-before-paying">
      <h3 className="font-semibold">{t('beforePaying.title')}</h3>
      <p>
        {t('beforePaying.refunds')}{' '}
        <Link to={localizeHref('/help', locale)} className="font-semibold text-brand-700 underline">
          {t('beforePaying.help')}
        </Link>
      </p>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700 underline">
          {t('beforePaying.readTerms')}
        </summary>
        {terms.data ? (
          <LegalTextView text={terms.data.terms.texts[locale]} headingLevel={4} />
        ) : terms.isError ? (
          <p role="alert">{t('beforePaying.termsFailed')}</p>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </details>
    </section>
  );
}
