import type { SignPage } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { FilePicker } from '../../ui/file-picker';
import { formPageImageQuery } from '../../lib/api/form-pages';
import { checkSignature, packagePageImageQuery, signPagesQuery } from './api/signing';

type Check = 'idle' | 'checking' | 'signed' | 'blank' | 'unreadable';

function SignPageCard({ sign, onChecked }: { sign: SignPage; onChecked: (signed: boolean) => void }) {
  const { t } = useTranslation('review');
  const inPackage = sign.packagePage !== undefined;
  const formImage = useQuery({ ...formPageImageQuery(sign.form, sign.page, 0), enabled: !inPackage });
  const packageImage = useQuery({ ...packagePageImageQuery(sign.packagePage ?? 1), enabled: inPackage });
  const image = inPackage ? packageImage : formImage;
  const [check, setCheck] = useState<Check>('idle');
  const form = sign.label ?? sign.form.toUpperCase();
  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setCheck('checking');
    try {
      const result = await checkSignature(sign.id, file);
      setCheck(result.signed ? 'signed' : 'blank');
      onChecked(result.signed);
    } catch {
      setCheck('unreadable');
      onChecked(false);
    }
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
      data-testid={`sign-page-${sign.id}`}
      data-check={check}
    >
      <h3 className="text-lg font-bold">{t('sign.page', { form, page: sign.page })}</h3>
      {sign.packagePage === undefined ? null : (
        <p className="text-sm text-muted">{t('sign.packagePage', { page: sign.packagePage })}</p>
      )}
      <p className="font-semibold">{t(`sign.mark.${sign.mark}`)}</p>
      <p>
        <span className="font-semibold">{t('sign.who')}:</span> {sign.who}
      </p>
      <div
        className="relative w-full overflow-hidden rounded border border-line bg-white"
        style={{ aspectRatio: `${sign.pageWidth} / ${sign.pageHeight}` }}
      >
        {image.data ? (
          <img
            src={image.data}
            alt={t('sign.pageAlt', { form, page: sign.page })}
            className="absolute inset-0 size-full"
          />
        ) : (
          <p role="status" className="p-4 text-muted">
            {image.isError ? t('loadFailed') : t('loading')}
          </p>
        )}
        <span
          aria-hidden="true"
          className="absolute rounded-sm outline outline-4 outline-error-700"
          style={{
            left: `${(sign.box.x / sign.pageWidth) * 100}%`,
            top: `${(sign.box.y / sign.pageHeight) * 100}%`,
            width: `${(sign.box.width / sign.pageWidth) * 100}%`,
            height: `${(sign.box.height / sign.pageHeight) * 100}%`,
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold">{t('sign.photo')}</p>
        <FilePicker
          label={t('sign.photoButton')}
          accept="image/jpeg,image/png"
          capture="environment"
          onFiles={(files) => void onPhoto(files?.[0])}
          testId={`sign-photo-${sign.id}`}
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={check === 'signed' ? 'font-semibold text-success-700' : 'font-semibold text-error-700'}
      >
        {check === 'checking' ? t('sign.checking') : check === 'idle' ? '' : t(`sign.${check}`)}
      </p>
    </li>
  );
}

/** The pages to sign by hand, the box on each, who signs, and a photo check of each signed page. */
export function SigningGuide({ onAllSigned }: { onAllSigned: (done: boolean) => void }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const pages = useQuery(signPagesQuery(locale));
  const [signed, setSigned] = useState<Record<string, boolean>>({});
  const ids = pages.data?.pages.map((page) => page.id) ?? [];
  const everySigned = ids.length > 0 && ids.every((id) => signed[id] === true);
  // Photos are checked at once; each answer is recorded on the latest state, and the way on follows it.
  useEffect(() => onAllSigned(everySigned), [everySigned, onAllSigned]);
  if (pages.isPending) return <p role="status">{t('loading')}</p>;
  if (pages.isError) return <p role="alert">{t('loadFailed')}</p>;
  const record = (id: string, ok: boolean) => setSigned((current) => ({ ...current, [id]: ok }));
  const total = pages.data.pages.length;
  const done = pages.data.pages.filter((page) => signed[page.id] === true).length;
  const allDone = total > 0 && done === total;
  const left = pages.data.pages.filter((page) => signed[page.id] !== true);
  return (
    <section aria-labelledby="sign-title" className="flex flex-col gap-3" data-testid="signing-guide">
      <h2 id="sign-title" className="text-xl font-bold">
        {t('sign.title')}
      </h2>
      <p>{t('sign.intro')}</p>
      <ul className="flex flex-col gap-4">
        {pages.data.pages.map((page) => (
          <SignPageCard key={page.id} sign={page} onChecked={(ok) => record(page.id, ok)} />
        ))}
      </ul>
      <div role="status" aria-live="polite" data-testid="sign-progress" data-done={done} data-total={total}>
        {allDone ? (
          <p className="font-semibold text-success-700" data-testid="all-signed">
            {t('sign.allDone')}
          </p>
        ) : (
          <>
            <p className="font-semibold">{t('sign.progress', { done, count: total })}</p>
            {left.length > 0 ? (
              <>
                <p>{t('sign.left')}</p>
                <ul className="list-disc pl-6" data-testid="sign-left">
                  {left.map((page) => (
                    <li key={page.id}>
                      {t('sign.page', { form: page.label ?? page.form.toUpperCase(), page: page.page })} —{' '}
                      {t(`sign.mark.${page.mark}`)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
