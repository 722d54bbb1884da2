import type { Locale } from '@camino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { ProgressBar } from '../../ui/progress-bar';
import { chooseLanguage } from './api/declaration';
import { declarationKeys } from './api/declaration-keys';
import { DeclarationStatus } from './declaration-status';
import { MissingTranslationNotice, unfinishedTranslation } from './missing-translation-notice';
import { sendPendingDrafts } from './use-autosave';
import { useDeclaration } from './use-declaration';

/** Where the declaration starts: what it is, the language it is written in, and how far along it is. */
export default function DeclarationLandingScreen() {
  const { t } = useTranslation();
  const d = useTranslation('declaration').t;
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = useDeclaration();
  const declaration = query.data;
  const [changing, setChanging] = useState(false);
  const choose = useMutation({
    mutationFn: (language: Locale) => chooseLanguage(language),
    onSuccess: async () => {
      setChanging(false);
      await queryClient.invalidateQueries({ queryKey: declarationKeys.all });
    },
  });

  useEffect(() => {
    void sendPendingDrafts('original').then(() => sendPendingDrafts('translation'));
  }, []);

  const written = declaration?.sections.filter((section) => section.original.text.trim() !== '').length ?? 0;
  const untranslated = unfinishedTranslation(declaration);
  const choosing = declaration && !declaration.readOnly && (declaration.writtenIn === null || changing);

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.declaration-landing.heading')} intro={d('landing.what')} />
      <DeclarationStatus query={query} />
      <MissingTranslationNotice unfinished={untranslated} />
      {declaration ? (
        <>
          {choosing ? (
            <section className="flex flex-col gap-3" aria-labelledby="declaration-language">
              <h2 id="declaration-language" className="text-xl font-semibold">
                {d('landing.languageTitle')}
              </h2>
              <p className="text-muted">{d('landing.languageHelp')}</p>
              <div className="flex flex-wrap gap-3">
                {(['en', 'es'] as const).map((language) => (
                  <Button
                    key={language}
                    outline={declaration.writtenIn !== language}
                    loading={choose.isPending && choose.variables === language}
                    onClick={() => choose.mutate(language)}
                  >
                    {d(language === 'en' ? 'landing.languageEn' : 'landing.languageEs')}
                  </Button>
                ))}
              </div>
              {choose.isError ? (
                <FormBanner>
                  <p>{d('landing.languageSaveFailed')}</p>
                </FormBanner>
              ) : null}
            </section>
          ) : (
            <>
              {declaration.writtenIn ? (
                <p className="flex flex-wrap items-center gap-3">
                  <span>
                    {d('landing.writtenIn', {
                      language: d(
                        declaration.writtenIn === 'en' ? 'landing.languageEn' : 'landing.languageEs',
                      ),
                    })}
                  </span>
                  {!declaration.readOnly ? (
                    <Button size="small" outline onClick={() => setChanging(true)}>
                      {d('landing.change')}
                    </Button>
                  ) : null}
                </p>
              ) : null}
              <ProgressBar
                label={d('landing.progress')}
                value={(100 * written) / declaration.sections.length}
                valueText={d('landing.progressValue', { done: written, total: declaration.sections.length })}
              />
              <nav className="flex flex-col gap-3">
                <Link
                  to={localizeHref(`/declaration-sections?section=${declaration.sections[0]!.key}`, locale)}
                  className={buttonClasses({})}
                >
                  {d('landing.write')}
                </Link>
                <Link
                  to={localizeHref('/declaration-recommendations', locale)}
                  className={buttonClasses({ outline: true })}
                >
                  {d('landing.recommendations')}
                </Link>
                <Link to={localizeHref('/declaration', locale)} className={buttonClasses({ outline: true })}>
                  {d('landing.document')}
                </Link>
              </nav>
            </>
          )}
        </>
      ) : null}
      <Link to={localizeHref('/case-dashboard', locale)} className="text-brand-800 underline">
        {d('landing.dashboard')}
      </Link>
    </div>
  );
}
