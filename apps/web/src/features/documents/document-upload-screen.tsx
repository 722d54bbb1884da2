import { ACCEPT_ATTRIBUTE, refuseBeforeUpload } from '@camino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { ChecklistStatus } from './checklist-status';
import { ErrorFilesModal, type FailedFile } from './error-files-modal';
import { findPerson } from './person-param';
import { personTitle } from './person-title';
import { UploadFailed, type UploadFailure, uploadFile } from './upload-file';
import { UploadRow } from './upload-row';
import { useChecklist } from './use-checklist';
import { usePageParams } from './use-page-params';

interface Item {
  key: string;
  file: File;
  sent: number;
  state: 'uploading' | 'done' | 'failed';
  reason?: UploadFailure;
}

const RETRIABLE: ReadonlySet<UploadFailure> = new Set(['network', 'generic']);
let counter = 0;

/** Photos or files for one card, each sent with its own progress bar, then on to the merge view. */
export default function DocumentUploadScreen() {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const navigate = useNavigate();
  const query = useChecklist();
  const params = usePageParams();
  const { person: personKey, document } = params;
  // Pages already uploaded come in the address (from the merge view's 'add more'); new ones are kept
  // here and passed on to the merge view.
  const [pages, setPagesState] = useState(params.pages);
  const [items, setItems] = useState<Item[]>([]);
  const [modalOpen, setModalOpen] = useState(false);
  const cameraRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const person = query.data ? findPerson(query.data, personKey) : null;
  const card = person?.cards.find((c) => c.key === document) ?? null;

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (item: Item) => {
    update(item.key, { state: 'uploading', sent: 0 });
    const running = uploadFile(item.file, { onProgress: (sent) => update(item.key, { sent }) });
    running.done.then(
      (accepted) => {
        update(item.key, { state: 'done', sent: item.file.size });
        setPagesState((current) => [...current, accepted.id]);
      },
      (error: unknown) =>
        update(item.key, {
          state: 'failed',
          reason: error instanceof UploadFailed ? error.reason : 'generic',
        }),
    );
  };

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = Array.from(files);
    const refused = refuseBeforeUpload(chosen);
    const whole = refused.find((r) => r.index === null);
    const next: Item[] = chosen.map((file, index) => {
      const own = refused.find((r) => r.index === index);
      const reason = own?.reason ?? whole?.reason;
      counter += 1;
      return {
        key: `f${counter}`,
        file,
        sent: 0,
        state: reason ? 'failed' : 'uploading',
        ...(reason ? { reason } : {}),
      };
    });
    setItems((current) => [...current, ...next]);
    for (const item of next) if (item.state === 'uploading') send(item);
  };

  const failed = items.filter((item) => item.state === 'failed');
  const busy = items.some((item) => item.state === 'uploading');
  const failedCount = failed.length;
  useEffect(() => {
    if (!busy && failedCount > 0) setModalOpen(true);
  }, [busy, failedCount]);

  const retry = () => {
    const again = failed.filter((item) => item.reason && RETRIABLE.has(item.reason));
    setItems((current) => current.filter((item) => item.state !== 'failed' || again.includes(item)));
    for (const item of again) send(item);
    if (again.length < failed.length) filesRef.current?.click();
  };

  const failedFiles: FailedFile[] = failed.map((item) => ({
    key: item.key,
    name: item.file.name,
    reason: item.reason ?? 'generic',
  }));

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={card?.label ?? t('routes.document-upload.heading')}
        intro={card?.goodPhoto ?? t('routes.document-upload.intro')}
      />
      <ChecklistStatus query={query} />
      {person ? (
        <p className="font-semibold">{docs.t('upload.for', { person: personTitle(docs.t, person) })}</p>
      ) : null}
      <p className="text-sm text-muted">{docs.t('upload.hint')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => cameraRef.current?.click()} disabled={query.data?.readOnly ?? true}>
          {docs.t('upload.takePhoto')}
        </Button>
        <Button outline onClick={() => filesRef.current?.click()} disabled={query.data?.readOnly ?? true}>
          {docs.t('upload.chooseFiles')}
        </Button>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="camera-input"
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <input
          ref={filesRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="file-input"
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-live="polite">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          disabled={pages.length === 0 || busy}
          onClick={() => void navigate(localizeHref(`/document-merge?${params.query(pages)}`, locale))}
        >
          {docs.t('upload.review')}
        </Button>
        <Link
          to={localizeHref(`/document-checklist?person=${encodeURIComponent(personKey)}`, locale)}
          className={buttonClasses({ outline: true })}
        >
          {docs.t('upload.cancel')}
        </Link>
      </div>
      <ErrorFilesModal
        failed={failedFiles}
        open={modalOpen}
        onRetry={retry}
        onClose={() => {
          setModalOpen(false);
          // Their reasons were just read; what stays on the list is what was uploaded.
          setItems((current) => current.filter((item) => item.state !== 'failed'));
        }}
      />
    </div>
  );
}
