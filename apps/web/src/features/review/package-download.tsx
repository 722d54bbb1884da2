import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { ProgressBar } from '../../ui/progress-bar';
import { downloadPackagePart, packageQuery, retryPackage } from './api/filing-package';
import { SigningGuide } from './signing-guide';
import { caseKeys } from '../../lib/api/case-keys';

/** The package job's progress, then its parts to download, the signing check and the way on. */
export function PackageDownload() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const status = useQuery(packageQuery(locale));
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [signed, setSigned] = useState(false);

  const download = async (part: string) => {
    setBusy(part);
    setFailed(null);
    try {
      await downloadPackagePart(part);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    } catch {
      setFailed(part);
    } finally {
      setBusy(null);
    }
  };
  const retry = async () => {
    queryClient.setQueryData(packageQuery(locale).queryKey, await retryPackage(locale));
  };

  if (status.isPending) return <p role="status">{t('loading')}</p>;
  if (status.isError)
    return (
      <div className="flex flex-col gap-2">
        <p role="alert" className="font-semibold text-error-700">
          {t('loadFailed')}
        </p>
        <Button outline onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const data = status.data;
  if (data.status === 'not-started') return <p data-testid="package-not-started">{t('package.notYet')}</p>;
  if (data.status === 'queued' || data.status === 'building')
    return (
      <div className="flex flex-col gap-3" data-testid="package-building">
        <p role="status">{t(data.status === 'queued' ? 'package.queued' : 'package.building')}</p>
        <ProgressBar value={data.progress} label={t('package.progress')} />
      </div>
    );
  if (data.status === 'failed')
    return (
      <div className="flex flex-col gap-3" data-testid="package-failed">
        <p role="alert" className="font-semibold text-error-700">
          {t('package.buildFailed')}
        </p>
        <Button onClick={() => void retry()}>{t('package.retry')}</Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-6" data-testid="package-ready" data-pages={data.pageCount}>
      <p role="status" className="font-semibold">
        {t('package.ready')}
      </p>
      <section aria-labelledby="parts-title" className="flex flex-col gap-3">
        <h2 id="parts-title" className="text-xl font-bold">
          {t('package.parts')}
        </h2>
        <ul className="flex flex-col gap-3">
          {data.parts.map((part) => (
            <li key={part.id} className="flex flex-col gap-2 rounded-2xl border border-line p-4">
              <p className="font-semibold">
                {part.title} · {t('package.pages', { count: part.pages })}
              </p>
              <Button
                outline
                onClick={() => void download(part.id)}
                loading={busy === part.id}
                data-testid={`download-${part.id}`}
              >
                {t('package.download')}
              </Button>
              {failed === part.id ? (
                <div className="flex flex-col gap-2">
                  <p role="alert" className="font-semibold text-error-700" data-testid="download-failed">
                    {t('package.downloadFailed')}
                  </p>
                  <Button onClick={() => void download(part.id)}>{t('package.retry')}</Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <SigningGuide onAllSigned={setSigned} />
      {signed ? (
        <Link
          to={localizeHref('/submit-your-case', locale)}
          className={buttonClasses({ fullWidth: true })}
          data-testid="to-submit"
        >
          {t('package.continue')}
        </Link>
      ) : (
        <p className="font-semibold">{t('package.signFirst')}</p>
      )}
    </div>
  );
}
