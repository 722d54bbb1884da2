import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { formSectionsQuery } from './api/form-sections';
import { SectionTiles } from './section-tiles';

export default function EditFormSectionsScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  const sections = useQuery(formSectionsQuery(locale));
  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.edit-form-sections.heading')}
        intro={t('routes.edit-form-sections.intro')}
      />
      {sections.data?.readOnly ? <p className="font-semibold">{tf('readOnly')}</p> : null}
      {sections.data ? (
        <SectionTiles
          sections={sections.data.sections}
          readOnly={sections.data.readOnly}
          editing
          onOpen={(section) =>
            void navigate(localizeHref(`/edit-section-answers?section=${section.sectionId}`, locale))
          }
        />
      ) : null}
      <Button outline onClick={() => void navigate(localizeHref('/review-forms', locale))}>
        {tf('edit.backToReview')}
      </Button>
    </article>
  );
}
