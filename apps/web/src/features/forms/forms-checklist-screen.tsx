import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { NextMissingItem } from '../../ui/missing-items';
import { PageIntro } from '../../ui/page-intro';
import { ProgressBar } from '../../ui/progress-bar';
import { Tile } from '../../ui/tile';
import { FormOfferNotice } from './form-offer-notice';
import { GovernmentFeesList } from './government-fees-list';
import { NoticeAddressNote } from './notice-address-note';
import { formSectionsQuery } from './api/form-sections';

/**
 * The printed form number: a copy filed per relative (`i-914supa-2`) or a relative's own work permit
 * (`i-765-2-c40`) shows its form's (`I-914SUPA`, `I-765`).
 */
const formNumber = (id: string): string =>
  id.replace(/^([a-z]+-[a-z0-9]+)-\d+(-[a-c]\d+)?$/, '$1').toUpperCase();

export default function FormsChecklistScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  const sections = useQuery(formSectionsQuery(locale));
  const data = sections.data;
  const missing = useQuery({ ...missingItemsQuery(locale), enabled: data !== undefined && !data.readOnly });
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.forms-checklist.heading')} intro={t('routes.forms-checklist.intro')} />
      {sections.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{tf('sections.failed')}</p>
          <Button onClick={() => void sections.refetch()}>{tf('retry')}</Button>
        </div>
      ) : null}
      <ul className="flex flex-col gap-4">
        {(data?.forms ?? []).map((form) => (
          <li key={form.id} className="flex flex-col gap-2">
            <Tile
              title={tf('checklist.formTitle', { number: formNumber(form.id), title: form.title })}
              description={
                form.editionExpired === true
                  ? `${tf('checklist.edition', { edition: form.edition })}. ${tf('checklist.newerEdition')}`
                  : tf('checklist.edition', { edition: form.edition })
              }
              state={form.completion === 100 ? 'completed' : form.completion > 0 ? 'pending' : 'default'}
              testId={`form-${form.id}`}
              onClick={() => void navigate(localizeHref(`/review-forms?form=${form.id}`, locale))}
            />
            <ProgressBar value={form.completion} label={tf('checklist.completion')} />
            <NoticeAddressNote form={form} />
            {form.offer === undefined ? null : (
              <FormOfferNotice
                formId={form.id}
                offer={form.offer}
                completion={form.completion}
                locale={locale}
              />
            )}
          </li>
        ))}
      </ul>
      {data?.adjustmentNotIncluded === true ? (
        <p role="note" data-testid="adjustment-not-included">
          {tf('checklist.adjustmentNotIncluded')}
        </p>
      ) : null}
      {(data?.laterWorkPermits ?? []).map((later) => (
        <p role="note" key={`${later.name}-${later.category}`} data-testid="later-work-permit">
          {tf(
            later.when === 'after_approval'
              ? 'checklist.laterWorkPermitAfterApproval'
              : 'checklist.laterWorkPermitAfterAdmission',
            { name: later.name, category: later.category },
          )}
        </p>
      ))}
      <GovernmentFeesList fees={data?.governmentFees ?? []} locale={locale} />
      {data !== undefined && data.forms.some((form) => form.offer === undefined && form.completion < 100) ? (
        <Button outline onClick={() => void navigate(localizeHref('/legal-sections', locale))}>
          {tf('checklist.continue')}
        </Button>
      ) : null}
      {missing.data ? <NextMissingItem items={missing.data.items} /> : null}
    </article>
  );
}
