import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { NextMissingItem } from '../../ui/missing-items';
import { PageIntro } from '../../ui/page-intro';
import { ProgressBar } from '../../ui/progress-bar';
import { Tile } from '../../ui/tile';
import { ChecklistStatus } from './checklist-status';
import { personParam } from './person-param';
import { personTitle } from './person-title';
import { useChecklist } from './use-checklist';

/** Where documents start: how far along they are, a tile per person and one for additional evidence. */
export default function DocumentLandingScreen({ partnerCard }: { partnerCard: ReactNode }) {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const navigate = useNavigate();
  const query = useChecklist();
  const checklist = query.data;
  const missing = useQuery({ ...missingItemsQuery(locale), enabled: checklist?.readOnly === false });
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.document-landing.heading')} intro={t('routes.document-landing.intro')} />
      <ChecklistStatus query={query} />
      {checklist ? (
        <>
          <ProgressBar
            label={docs.t('progress')}
            value={checklist.required === 0 ? 0 : (100 * checklist.uploaded) / checklist.required}
            valueText={docs.t('progressValue', {
              uploaded: checklist.uploaded,
              required: checklist.required,
            })}
          />
          <section className="flex flex-col gap-3" aria-labelledby="documents-people">
            <h2 id="documents-people" className="text-xl font-semibold">
              {docs.t('people.title')}
            </h2>
            {checklist.people.map((person) => {
              const done = person.cards.filter((card) => card.document).length;
              const complete =
                person.photoIdDone && person.cards.every((card) => !card.required || card.document);
              return (
                <Tile
                  key={personParam(person)}
                  testId={`person-${person.role}`}
                  title={personTitle(docs.t, person)}
                  description={
                    !person.named
                      ? docs.t('people.unnamed')
                      : person.photoIdDone
                        ? docs.t('people.summary', { done, total: person.cards.length })
                        : docs.t('people.photoIdMissing')
                  }
                  state={checklist.readOnly ? 'disabled' : complete ? 'completed' : 'pending'}
                  onClick={() =>
                    void navigate(
                      person.named
                        ? localizeHref(`/document-checklist?person=${personParam(person)}`, locale)
                        : localizeHref('/derivatives', locale),
                    )
                  }
                />
              );
            })}
            <Tile
              testId="additional-evidence"
              title={docs.t('evidence.title')}
              description={
                checklist.evidenceCount > 0
                  ? docs.t('evidence.description', { count: checklist.evidenceCount })
                  : docs.t('evidence.none')
              }
              state={checklist.readOnly ? 'disabled' : checklist.evidenceCount > 0 ? 'attachment' : 'default'}
              onClick={() => void navigate(localizeHref('/add-additional-evidence', locale))}
            />
          </section>
          {partnerCard}
          {missing.data ? <NextMissingItem items={missing.data.items} /> : null}
          <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ outline: true })}>
            {docs.t('checklist.continue')}
          </Link>
        </>
      ) : null}
    </div>
  );
}
