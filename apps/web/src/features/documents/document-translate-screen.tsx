import { ACCEPT_ATTRIBUTE, refuseBeforeUpload } from '@camino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { Modal } from '../../ui/modal';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { ChecklistStatus } from './checklist-status';
import { documentKeys } from './api/document-keys';
import { deleteUploadedPage } from './api/documents';
import { downloadTranslatorCertificate, getDocumentLanguage, saveTranslation } from './api/translation';
import { findPerson } from './person-param';
import { UploadRow } from './upload-row';
import { useChecklist } from './use-checklist';
import { useFileUploads } from './use-file-uploads';
import { usePageParams } from './use-page-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A document's English translation: its language as read, the translation's upload (refused unless in English), and the translator's certificate. */
export default function DocumentTranslateScreen() {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const client = useQueryClient();
  const checklist = useChecklist();
  const { person: personKey, document } = usePageParams();
  const [params] = useSearchParams();
  // A piece of additional evidence is named by its id; a checklist document by its card.
  const evidenceId = UUID.test(params.get('evidence') ?? '') ? params.get('evidence') : null;
  const person = checklist.data ? findPerson(checklist.data, personKey) : null;
  const card = evidenceId ? null : (person?.cards.find((c) => c.key === document) ?? null);
  const documentId = evidenceId ?? card?.document?.id ?? null;
  const language = useQuery({
    queryKey: documentKeys.language(documentId ?? ''),
    queryFn: ({ signal }) => getDocumentLanguage(documentId!, signal),
    enabled: documentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
  const uploads = useFileUploads();
  const filesRef = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notEnglish, setNotEnglish] = useState(false);
  const [translator, setTranslator] = useState({ translatorName: '', translatorAddress: '' });
  const [certificateError, setCertificateError] = useState<string | null>(null);
  const readOnly = checklist.data?.readOnly ?? true;
  const backHref = localizeHref(
    evidenceId ? '/add-additional-evidence' : `/document-checklist?person=${encodeURIComponent(personKey)}`,
    locale,
  );

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = Array.from(files);
    const refused = refuseBeforeUpload(chosen);
    chosen.forEach((file, index) => {
      const reason = refused.find((r) => r.index === index || r.index === null)?.reason;
      if (reason) uploads.refuse(file, reason);
      else uploads.send(file);
    });
  };

  const save = async () => {
    if (!documentId) return;
    setSaving(true);
    setError(null);
    try {
      await saveTranslation(documentId, { uploads: uploads.uploadIds });
      uploads.clear();
      await client.invalidateQueries({ queryKey: documentKeys.language(documentId) });
    } catch (caught) {
      if (caught instanceof ApiError && caught.reason === 'translation.notEnglish') {
        setError(docs.t('translate.notEnglish'));
        setNotEnglish(true);
      } else setError(docs.t('translate.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  // A refused translation's pages are removed, so the next try starts clean and nothing stays behind.
  const startOver = () => {
    for (const id of uploads.uploadIds) void deleteUploadedPage(id).catch(() => undefined);
    uploads.clear();
    setNotEnglish(false);
  };

  const certificate = async (event: FormEvent) => {
    event.preventDefault();
    if (!documentId) return;
    if (!translator.translatorName.trim() || !translator.translatorAddress.trim()) {
      setCertificateError(docs.t('translate.certificate.required'));
      return;
    }
    setCertificateError(null);
    try {
      const blob = await downloadTranslatorCertificate(documentId, translator);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(window.document.createElement('a'), {
        href: url,
        download: 'translator-certificate.pdf',
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setCertificateError(docs.t('translate.certificate.failed'));
    }
  };

  const answer = language.data;
  const status = !answer
    ? null
    : answer.status === 'pending'
      ? docs.t('translate.reading')
      : answer.translation
        ? docs.t('translate.saved')
        : answer.needsTranslation
          ? docs.t('translate.needed')
          : docs.t('translate.notNeeded');

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.document-translate.heading')}
        intro={t('routes.document-translate.intro')}
      />
      <ChecklistStatus query={checklist} />
      {card ? <p className="font-semibold">{card.label}</p> : null}
      {checklist.data && !documentId ? <p>{docs.t('translate.noDocument')}</p> : null}
      {status ? (
        <p role="status" data-testid="translation-status">
          {status}
        </p>
      ) : null}
      {error ? (
        <FormBanner testId="translation-error" title={error}>
          {null}
        </FormBanner>
      ) : null}
      {documentId && answer?.status === 'done' && !readOnly ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">
            {answer.translation ? docs.t('translate.replace') : docs.t('translate.upload')}
          </h2>
          <p className="text-sm text-muted">{docs.t('translate.hint')}</p>
          <Button outline onClick={() => filesRef.current?.click()}>
            {docs.t('upload.chooseFiles')}
          </Button>
          <input
            ref={filesRef}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="translation-input"
            onChange={(event) => {
              choose(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          {uploads.items.length > 0 ? (
            <ul className="flex flex-col gap-3" aria-live="polite">
              {uploads.items.map((item) => (
                <UploadRow key={item.key} item={item} />
              ))}
            </ul>
          ) : null}
          <Button
            disabled={uploads.uploadIds.length === 0 || uploads.busy || saving}
            onClick={() => void save()}
          >
            {docs.t('translate.save')}
          </Button>
        </section>
      ) : null}
      {documentId && answer?.translation ? (
        <form className="flex flex-col gap-3" onSubmit={(event) => void certificate(event)} noValidate>
          <h2 className="text-lg font-semibold">{docs.t('translate.certificate.title')}</h2>
          <p className="text-sm">{docs.t('translate.certificate.intro')}</p>
          <TextField
            label={docs.t('translate.certificate.name')}
            value={translator.translatorName}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setTranslator({ ...translator, translatorName: event.currentTarget.value })}
          />
          <TextField
            label={docs.t('translate.certificate.address')}
            value={translator.translatorAddress}
            maxLength={200}
            autoComplete="off"
            onChange={(event) =>
              setTranslator({ ...translator, translatorAddress: event.currentTarget.value })
            }
          />
          {certificateError ? <p className="text-sm text-error-700">{certificateError}</p> : null}
          <Button type="submit" outline>
            {docs.t('translate.certificate.download')}
          </Button>
        </form>
      ) : null}
      <Link to={backHref} className={buttonClasses({ outline: true })}>
        {docs.t('translate.back')}
      </Link>
      <Modal
        open={notEnglish}
        title={docs.t('translate.requiredModal.title')}
        confirmLabel={docs.t('translate.requiredModal.confirm')}
        testId="translation-required-modal"
        onConfirm={startOver}
        onHide={() => setNotEnglish(false)}
        onClose={() => undefined}
      >
        <p>{docs.t('translate.requiredModal.body')}</p>
      </Modal>
    </div>
  );
}
