import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { NextMissing } from './next-missing';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { type Declaration, draftTranslation } from './api/declaration';
import { declarationKeys } from './api/declaration-keys';
import { getPages, type Version } from './api/declaration-pages';
import { DeclarationStatus } from './declaration-status';
import { MissingTranslationNotice, unfinishedTranslation } from './missing-translation-notice';
import { downloadDeclaration } from './download-pdf';
import { PagePreview } from './page-preview';
import { TranslationEditor } from './translation-editor';
import { TranslationFileUpload } from './translation-file-upload';
import { useDeclaration } from './use-declaration';

/** Stamp of the texts a preview is drawn from, so a changed text draws fresh pages. */
const stampOf = (declaration: Declaration, version: Version) =>
  declaration.sections
    .map(
      (section) =>
        (version === 'original' ? section.original.updatedAt : section.translation?.updatedAt) ?? '',
    )
    .join('|');

function VersionPreview({
  declaration,
  version,
  title,
}: {
  declaration: Declaration;
  version: Version;
  title: string;
}) {
  const { t } = useTranslation('declaration');
  const stamp = stampOf(declaration, version);
  const pages = useQuery({
    queryKey: declarationKeys.pages(version, stamp),
    queryFn: ({ signal }) => getPages(version, signal),
  });
  const download = useMutation({ mutationFn: () => downloadDeclaration(version) });
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      <Button
        onClick={() => download.mutate()}
        loading={download.isPending}
        data-testid={`download-${version}`}
      >
        {t('document.download')}
      </Button>
      {download.isError ? (
        <FormBanner>
          <p>{t('document.downloadFailed')}</p>
        </FormBanner>
      ) : null}
      <details open={version === 'original'}>
        <summary className="cursor-pointer font-semibold">{t('document.preview')}</summary>
        <div className="mt-3 flex flex-col gap-4">
          {Array.from({ length: pages.data?.pages ?? 0 }, (_, index) => (
            <PagePreview key={index} version={version} page={index + 1} stamp={stamp} />
          ))}
        </div>
      </details>
    </section>
  );
}

function PackageDownload() {
  const { t } = useTranslation('declaration');
  const download = useMutation({ mutationFn: () => downloadDeclaration('package') });
  const reason = download.error instanceof ApiError ? download.error.reason : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => download.mutate()} loading={download.isPending} data-testid="download-package">
        {t('document.package')}
      </Button>
      {download.isError ? (
        <FormBanner>
          <p>
            {reason === 'translation.incomplete'
              ? t('document.packageIncomplete')
              : reason === 'translation.unreviewed'
                ? t('document.packageUnreviewed')
                : t('document.downloadFailed')}
          </p>
        </FormBanner>
      ) : null}
    </div>
  );
}

function TranslationSection({ declaration }: { declaration: Declaration }) {
  const { t } = useTranslation('declaration');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const draft = useMutation({
    mutationFn: () => draftTranslation(locale),
    onSuccess: (fresh) => queryClient.setQueryData(declarationKeys.text(locale), fresh),
  });
  const written = declaration.sections.filter((section) => section.original.text.trim() !== '');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="translation-title">
      <h2 id="translation-title" className="text-xl font-semibold">
        {t('document.translationTitle')}
      </h2>
      <p className="text-muted">{t('document.translationHelp')}</p>
      {declaration.machineTranslation && !declaration.readOnly ? (
        <div className="flex flex-col gap-2">
          <Button outline onClick={() => draft.mutate()} loading={draft.isPending}>
            {t('document.machineDraft')}
          </Button>
          <p className="text-sm text-muted">{t('document.machineDraftHelp')}</p>
          {draft.isError ? (
            <FormBanner>
              <p>{t('document.machineDraftFailed')}</p>
            </FormBanner>
          ) : null}
        </div>
      ) : null}
      {written.map((section) => (
        <TranslationEditor
          key={`${section.key}-${section.translation?.updatedAt ?? ''}`}
          section={section}
          readOnly={declaration.readOnly}
        />
      ))}
      <TranslationFileUpload readOnly={declaration.readOnly} />
      <p className="text-sm">{t('document.certificateNote')}</p>
      {declaration.translationPackage ? <PackageDownload /> : null}
    </section>
  );
}

/**
 * A link to one part's translation (`#translation-about_me`, `#translation-file`) opens the page at that
 * part once it is drawn, with its text box ready to type in.
 */
function useScrollToTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target === null) return;
    target.scrollIntoView?.({ block: 'center' });
    if (target instanceof HTMLTextAreaElement) target.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** Nothing to preview or sign until some part has words in it. */
const hasWords = (declaration: Declaration): boolean =>
  declaration.sections.some((section) => section.original.text.trim() !== '');

/** The declaration as it will be signed: page-by-page previews, downloads, and the English translation. */
export default function DeclarationScreen() {
  const { t } = useTranslation();
  const d = useTranslation('declaration').t;
  const locale = useLocale();
  const query = useDeclaration();
  const declaration = query.data;
  const spanish = declaration?.writtenIn === 'es';
  const untranslated = unfinishedTranslation(declaration);
  useScrollToTarget(declaration !== undefined);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.declaration.heading')}
        intro={declaration && hasWords(declaration) ? d('document.signHint') : undefined}
      />
      <DeclarationStatus query={query} />
      <MissingTranslationNotice unfinished={untranslated} showLink={false} />
      {declaration && !hasWords(declaration) ? (
        <FormBanner tone="info" testId="declaration-empty">
          <p>{d('document.empty')}</p>
          <Link
            to={localizeHref('/declaration-landing', locale)}
            className={`${buttonClasses({ size: 'small' })} mt-2`}
          >
            {d('document.startWriting')}
          </Link>
        </FormBanner>
      ) : null}
      {declaration && hasWords(declaration) ? (
        <>
          <VersionPreview
            declaration={declaration}
            version="original"
            title={d(spanish ? 'document.originalSpanish' : 'document.original')}
          />
          {spanish ? (
            <>
              <TranslationSection declaration={declaration} />
              <VersionPreview
                declaration={declaration}
                version="translation"
                title={d('document.translation')}
              />
            </>
          ) : null}
        </>
      ) : null}
      <NextMissing />
      <nav className="flex flex-col gap-3">
        <Link
          to={localizeHref('/declaration-recommendations', locale)}
          className={buttonClasses({ outline: true })}
        >
          {d('landing.recommendations')}
        </Link>
        <Link to={localizeHref('/declaration-landing', locale)} className={buttonClasses({ outline: true })}>
          {d('sections.overview')}
        </Link>
      </nav>
    </div>
  );
}
