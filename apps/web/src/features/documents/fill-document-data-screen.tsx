import type { DocumentData } from '@camino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { ChecklistStatus } from './checklist-status';
import { getDocumentData, saveDocumentData } from './api/document-data';
import { documentKeys } from './api/document-keys';
import { findPerson } from './person-param';
import { useChecklist } from './use-checklist';
import { usePageParams } from './use-page-params';

/** The data printed on a document, read from the page where possible, for the applicant to confirm or correct. */
export default function FillDocumentDataScreen() {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const client = useQueryClient();
  const checklist = useChecklist();
  const { person: personKey, document } = usePageParams();
  const person = checklist.data ? findPerson(checklist.data, personKey) : null;
  const card = person?.cards.find((c) => c.key === document) ?? null;
  const documentId = card?.document?.id ?? null;
  const data = useQuery({
    queryKey: documentKeys.data(documentId ?? '', locale),
    queryFn: ({ signal }) => getDocumentData(documentId!, locale, signal),
    enabled: documentId !== null,
  });
  const backHref = localizeHref(`/document-checklist?person=${encodeURIComponent(personKey)}`, locale);

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.fill-document-data.heading')}
        intro={t('routes.fill-document-data.intro')}
      />
      <ChecklistStatus query={checklist} />
      {card ? <p className="font-semibold">{card.label}</p> : null}
      {checklist.data && !documentId ? <p>{docs.t('data.noDocument')}</p> : null}
      {documentId && data.isPending ? <p role="status">{docs.t('data.reading')}</p> : null}
      {data.isError ? <p>{docs.t('loadFailed')}</p> : null}
      {data.data ? (
        <DataForm
          // Keyed by the document only: confirming must not remount the form and lose its "saved" message.
          key={data.data.documentId}
          data={data.data}
          readOnly={checklist.data?.readOnly ?? true}
          onSave={async (values) => {
            const saved = await saveDocumentData(data.data.documentId, locale, { values });
            client.setQueryData(documentKeys.data(saved.documentId, locale), saved);
          }}
        />
      ) : null}
      <Link to={backHref} className={buttonClasses({ outline: true })}>
        {docs.t('translate.back')}
      </Link>
    </div>
  );
}

function DataForm({
  data,
  readOnly,
  onSave,
}: {
  data: DocumentData;
  readOnly: boolean;
  onSave: (values: Record<string, string>) => Promise<void>;
}) {
  const docs = useTranslation('documents');
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(data.questions.map((q) => [q.name, q.value])),
  );
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const labelOf = (name: string) => data.questions.find((q) => q.name === name)?.label ?? name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      await onSave(values);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      {data.mrz?.found ? <p className="text-sm">{docs.t('data.fromMrz')}</p> : null}
      {data.mrz && !data.mrz.found ? <p className="text-sm">{docs.t('data.noMrz')}</p> : null}
      {data.contradictions.length > 0 ? (
        <FormBanner tone="warning" title={docs.t('data.contradictionsTitle')} testId="data-contradictions">
          <ul>
            {data.contradictions.map((c) => (
              <li key={c.name}>
                {docs.t('data.contradiction', {
                  field: labelOf(c.name),
                  document: c.documentValue,
                  answered: c.answeredValue,
                })}
              </li>
            ))}
          </ul>
        </FormBanner>
      ) : null}
      {data.questions.map((question) => (
        <TextField
          key={question.name}
          name={question.name}
          label={question.label}
          type={question.type === 'date' ? 'date' : 'text'}
          hint={
            question.source === 'page'
              ? docs.t('data.checkValue')
              : question.type === 'country'
                ? docs.t('data.countryHint')
                : undefined
          }
          value={values[question.name] ?? ''}
          disabled={readOnly}
          autoComplete="off"
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [question.name]: value }));
          }}
        />
      ))}
      {state === 'failed' ? <p className="text-sm text-error-700">{docs.t('data.saveFailed')}</p> : null}
      {state === 'saved' ? <p role="status">{docs.t('data.saved')}</p> : null}
      {readOnly ? null : (
        <Button type="submit" disabled={state === 'saving'}>
          {docs.t('data.confirm')}
        </Button>
      )}
    </form>
  );
}
