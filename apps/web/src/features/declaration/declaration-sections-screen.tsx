import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { DeclarationStatus } from './declaration-status';
import { SectionEditor } from './section-editor';
import { useDeclaration } from './use-declaration';

/** One section of the declaration at a time (`?section=`), saved while the applicant types. */
export default function DeclarationSectionsScreen() {
  const { t } = useTranslation();
  const d = useTranslation('declaration').t;
  const locale = useLocale();
  const [params] = useSearchParams();
  const query = useDeclaration();
  const declaration = query.data;
  const sections = declaration?.sections ?? [];
  const index = Math.max(
    0,
    sections.findIndex((section) => section.key === params.get('section')),
  );
  const section = sections[index];
  const previous = sections[index - 1];
  const next = sections[index + 1];
  const href = (key: string) => localizeHref(`/declaration-sections?section=${key}`, locale);

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.declaration-sections.heading')} />
      <DeclarationStatus query={query} />
      {declaration && declaration.writtenIn === null ? (
        <FormBanner tone="info">
          <p>{d('sections.chooseLanguageFirst')}</p>
          <Link
            to={localizeHref('/declaration-landing', locale)}
            className={`${buttonClasses({ size: 'small' })} mt-2`}
          >
            {d('sections.toLanding')}
          </Link>
        </FormBanner>
      ) : null}
      {declaration && declaration.writtenIn !== null && section ? (
        <>
          <div className="flex flex-col gap-1">
            <p className="text-sm text-muted">
              {d('sections.stepOf', { current: index + 1, total: sections.length })}
            </p>
            <h2 className="text-2xl font-semibold" data-testid="section-title">
              {section.title}
            </h2>
          </div>
          {declaration.readOnly ? (
            <FormBanner tone="info">
              <p>{d('sections.readOnlyNote')}</p>
            </FormBanner>
          ) : null}
          <SectionEditor
            key={section.key}
            section={section}
            writtenIn={declaration.writtenIn}
            readOnly={declaration.readOnly}
          />
          <nav className="flex flex-col gap-3 sm:flex-row sm:justify-between">
            {previous ? (
              <Link to={href(previous.key)} className={buttonClasses({ outline: true })}>
                {d('sections.previous')}
              </Link>
            ) : (
              <Link
                to={localizeHref('/declaration-landing', locale)}
                className={buttonClasses({ outline: true })}
              >
                {d('sections.overview')}
              </Link>
            )}
            {next ? (
              <Link to={href(next.key)} className={buttonClasses({})}>
                {d('sections.next')}
              </Link>
            ) : (
              <Link to={localizeHref('/declaration-recommendations', locale)} className={buttonClasses({})}>
                {d('sections.finish')}
              </Link>
            )}
          </nav>
        </>
      ) : null}
    </div>
  );
}
