import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { useToast } from '../../ui/toast/toast-context';
import { ChecklistStatus } from './checklist-status';
import { DeleteDocumentModal, type DeleteTarget } from './delete-document-modal';
import { DocumentCardView } from './document-card-view';
import { DocumentCheckNotice } from './document-check-notice';
import { caseKeys } from '../../lib/api/case-keys';
import { documentKeys } from './api/document-keys';
import { deleteDocument, getDocumentFile } from './api/documents';
import { findPerson, personParam } from './person-param';
import { personTitle } from './person-title';
import { useChecklist } from './use-checklist';

/** One person's checklist: a card per document, uploading, opening and deleting. */
/** Checklist documents whose printed details the applicant confirms (content/documents/document-questions.yaml). */
const DOCUMENTS_WITH_DATA: ReadonlySet<string> = new Set([
  'passport',
  'i94',
  'birth_certificate',
  'marriage_certificate',
]);

export default function DocumentChecklistScreen() {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = useChecklist();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const remove = useMutation({
    mutationFn: (doomed: DeleteTarget) => deleteDocument(doomed.id),
    onSuccess: () => {
      toast.show({ type: 'success', size: 'small', text: docs.t('delete.deleted') });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
    onError: () => toast.show({ type: 'error', size: 'small', text: docs.t('delete.failed') }),
  });
  const person = query.data ? findPerson(query.data, params.get('person')) : null;
  const checked = params.get('checked');
  const checkedCard = person?.cards.find((card) => checked !== null && card.document?.id === checked) ?? null;
  const keepChecked = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('checked');
        return copy;
      },
      { replace: true },
    );

  const open = async (id: string) => {
    const blob = await getDocumentFile(id);
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.document-checklist.heading')}
        intro={t('routes.document-checklist.intro')}
      />
      <ChecklistStatus query={query} />
      {query.data && !person ? <p>{docs.t('checklist.unknownPerson')}</p> : null}
      {query.data && person ? (
        <section className="flex flex-col gap-4" aria-labelledby="checklist-person">
          <h2 id="checklist-person" className="text-xl font-semibold">
            {personTitle(docs.t, person)}
          </h2>
          {checkedCard?.document ? (
            <DocumentCheckNotice
              documentId={checkedCard.document.id}
              label={checkedCard.label}
              uploadHref={localizeHref(
                `/document-upload?person=${personParam(person)}&document=${checkedCard.key}`,
                locale,
              )}
              onKeep={keepChecked}
            />
          ) : null}
          <ul className="flex flex-col gap-5">
            {person.cards.map((card) => (
              <DocumentCardView
                key={card.key}
                card={card}
                readOnly={query.data.readOnly}
                uploadHref={localizeHref(
                  `/document-upload?person=${personParam(person)}&document=${card.key}`,
                  locale,
                )}
                dataHref={
                  DOCUMENTS_WITH_DATA.has(card.key)
                    ? localizeHref(
                        `/fill-document-data?person=${personParam(person)}&document=${card.key}`,
                        locale,
                      )
                    : null
                }
                translateHref={localizeHref(
                  `/document-translate?person=${personParam(person)}&document=${card.key}`,
                  locale,
                )}
                onOpen={() => {
                  if (card.document) void open(card.document.id);
                }}
                onDelete={() => {
                  if (card.document) setTarget({ id: card.document.id, label: card.label });
                }}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <Link to={localizeHref('/document-landing', locale)} className={buttonClasses({ outline: true })}>
        {docs.t('checklist.back')}
      </Link>
      <DeleteDocumentModal
        target={target}
        onConfirm={(doomed) => remove.mutate(doomed)}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
