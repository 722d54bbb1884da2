import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { NextMissingItem } from '../../ui/missing-items';
import { PageIntro } from '../../ui/page-intro';
import { formSectionsQuery } from './api/form-sections';
import { SectionTiles } from './section-tiles';

export default function LegalSectionsScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  const sections = useQuery(formSectionsQuery(locale));
  const data = sections.data;
  const allDone =
    data !== undefined && data.sections.length > 0 && data.sections.every((section) => section.complete);
  // With every section answered, the way on is whatever the case still lacks (the declaration, most often).
  const missing = useQuery({ ...missingItemsQuery(locale), enabled: allDone && data?.readOnly !== true });
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.legal-sections.heading')} intro={t('routes.legal-sections.intro')} />
      {sections.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{tf('sections.failed')}</p>
          <Button onClick={() => void sections.refetch()}>{tf('retry')}</Button>
        </div>
      ) : null}
      {data === undefined ? null : data.sections.length === 0 ? (
        <p>{tf('sections.none')}</p>
      ) : (
        <>
          {data.readOnly ? <p className="font-semibold">{tf('readOnly')}</p> : null}
          <SectionTiles
            sections={data.sections}
            readOnly={data.readOnly}
            onOpen={(section) =>
              void navigate(localizeHref(`/legal-questions?section=${section.sectionId}`, locale))
            }
          />
        </>
      )}
      {allDone ? (
        <>
          {missing.data ? <NextMissingItem items={missing.data.items} /> : null}
          <Button
            size="large"
            fullWidth
            outline={missing.data !== undefined}
            onClick={() => void navigate(localizeHref('/forms-checklist', locale))}
          >
            {tf('sections.toForms')}
          </Button>
        </>
      ) : (
        <p className="text-muted">{tf('sections.next')}</p>
      )}
    </article>
  );
}
