import { ACCEPT_ATTRIBUTE, EVIDENCE_DESCRIPTION_MAX, refuseBeforeUpload } from '@camino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { FilePicker } from '../../ui/file-picker';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { CONTROL_CLASSES } from '../../ui/field-message';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { SelectField } from '../../ui/select-field';
import { useToast } from '../../ui/toast/toast-context';
import { DeleteDocumentModal, type DeleteTarget } from './delete-document-modal';
import { documentKeys } from './api/document-keys';
import { deleteDocument } from './api/documents';
import { addEvidence, evidenceQuery } from './api/evidence';
import { UploadRow } from './upload-row';
import { useFileUploads } from './use-file-uploads';

/** Additional evidence: what was added, in package order, and adding a piece with its description. */
export default function AddAdditionalEvidenceScreen() {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery(evidenceQuery(locale));
  const uploads = useFileUploads();
  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const readOnly = query.data?.readOnly ?? true;

  const add = useMutation({
    mutationFn: () => addEvidence(locale, { type, description, uploads: uploads.uploadIds }),
    onSuccess: (list) => {
      queryClient.setQueryData(documentKeys.evidence(locale), list);
      void queryClient.invalidateQueries({ queryKey: documentKeys.checklists() });
      toast.show({ type: 'success', size: 'small', text: docs.t('addEvidence.added') });
      setType('');
      setDescription('');
      uploads.clear();
    },
    // What was typed and uploaded stays on the form.
    onError: () => setProblem(docs.t('merge.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: (doomed: DeleteTarget) => deleteDocument(doomed.id),
    onSuccess: () => {
      toast.show({ type: 'success', size: 'small', text: docs.t('delete.deleted') });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: () => toast.show({ type: 'error', size: 'small', text: docs.t('delete.failed') }),
  });

  const submit = () => {
    if (!type) return setProblem(docs.t('addEvidence.typeRequired'));
    if (!description.trim()) return setProblem(docs.t('addEvidence.descriptionRequired'));
    if (uploads.uploadIds.length === 0 || uploads.busy)
      return setProblem(docs.t('addEvidence.filesRequired'));
    setProblem(null);
    add.mutate();
  };

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const refused = refuseBeforeUpload(chosen);
    const whole = refused.find((r) => r.index === null);
    chosen.forEach((file, index) => {
      const reason = refused.find((r) => r.index === index)?.reason ?? whole?.reason;
      if (reason) uploads.refuse(file, reason);
      else uploads.send(file);
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.add-additional-evidence.heading')}
        intro={t('routes.add-additional-evidence.intro')}
      />
      <section className="flex flex-col gap-3" aria-labelledby="evidence-list">
        <h2 id="evidence-list" className="text-xl font-semibold">
          {docs.t('addEvidence.listTitle')}
        </h2>
        {query.isPending ? <p role="status">{docs.t('loading')}</p> : null}
        {query.isError ? (
          <FormBanner>
            <p>{docs.t('loadFailed')}</p>
            <Button size="small" outline className="mt-2" onClick={() => void query.refetch()}>
              {docs.t('tryAgain')}
            </Button>
          </FormBanner>
        ) : null}
        {query.data && query.data.items.length === 0 ? <p>{docs.t('addEvidence.empty')}</p> : null}
        <ol className="flex flex-col gap-3" data-testid="evidence-list">
          {query.data?.items.map((item) => (
            <li
              key={item.id}
              className="flex items-start gap-3 rounded-xl border-2 border-line bg-white p-4"
              data-testid="evidence-item"
            >
              <div className="flex-1">
                <p className="font-semibold">{item.label}</p>
                <p className="text-sm break-words">{item.description}</p>
                <p className="text-sm text-muted">
                  {docs.t('card.uploaded', { count: item.document.pageCount })}
                </p>
                <Link
                  to={localizeHref(`/document-translate?evidence=${encodeURIComponent(item.id)}`, locale)}
                  className={`${buttonClasses({ size: 'small', outline: true })} mt-2`}
                >
                  {docs.t('addEvidence.translation')}
                  <span className="sr-only">: {item.label}</span>
                </Link>
              </div>
              {readOnly ? null : (
                <Button
                  size="small"
                  outline
                  variant="error"
                  onClick={() => setTarget({ id: item.id, label: item.label })}
                >
                  {docs.t('card.delete')}
                  <span className="sr-only">: {item.label}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      </section>
      {readOnly ? null : (
        <section
          className="flex flex-col gap-4 rounded-xl border-2 border-line bg-white p-4"
          aria-labelledby="evidence-form"
        >
          <h2 id="evidence-form" className="text-xl font-semibold">
            {docs.t('addEvidence.formTitle')}
          </h2>
          <SelectField
            label={docs.t('addEvidence.type')}
            name="evidenceType"
            placeholder={docs.t('addEvidence.choose')}
            options={(query.data?.types ?? []).map((option) => ({ value: option.key, label: option.label }))}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
          />
          <label className="flex flex-col gap-1.5">
            <span className="font-semibold">{docs.t('addEvidence.description')}</span>
            <span className="text-sm text-muted">{docs.t('addEvidence.descriptionHint')}</span>
            <textarea
              name="description"
              className={CONTROL_CLASSES}
              rows={3}
              maxLength={EVIDENCE_DESCRIPTION_MAX}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </label>
          <div className="flex flex-col gap-1.5">
            <p className="font-semibold">{docs.t('addEvidence.files')}</p>
            <p className="text-sm text-muted">{docs.t('upload.hint')}</p>
            <FilePicker
              label={docs.t('upload.chooseFiles')}
              accept={ACCEPT_ATTRIBUTE}
              multiple
              onFiles={choose}
              testId="evidence-files"
            />
          </div>
          <ul className="flex flex-col gap-3" aria-live="polite">
            {uploads.items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </ul>
          {problem ? <FormBanner testId="evidence-problem">{problem}</FormBanner> : null}
          <Button loading={add.isPending} onClick={submit}>
            {docs.t('addEvidence.add')}
          </Button>
        </section>
      )}
      <Link to={localizeHref('/document-landing', locale)} className={buttonClasses({ outline: true })}>
        {docs.t('addEvidence.back')}
      </Link>
      <DeleteDocumentModal
        target={target}
        onConfirm={(doomed) => remove.mutate(doomed)}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
