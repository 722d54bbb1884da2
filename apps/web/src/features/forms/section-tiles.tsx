import type { FormSection } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import type { TileState } from '../../ui/tile';
import { Tile } from '../../ui/tile';

function stateOf(section: FormSection, readOnly: boolean, editing: boolean): TileState {
  if (readOnly) return 'disabled';
  if (section.complete) return editing ? 'edit' : 'completed';
  return section.completion > 0 ? 'pending' : 'default';
}

/** The legal questionnaire's sections as tiles with their completion; a read-only case ignores clicks. */
export function SectionTiles({
  sections,
  readOnly,
  editing = false,
  onOpen,
}: {
  sections: readonly FormSection[];
  readOnly: boolean;
  editing?: boolean;
  onOpen: (section: FormSection) => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <ul className="flex flex-col gap-3">
      {sections.map((section) => (
        <li key={section.key}>
          <Tile
            title={section.label}
            description={
              section.complete ? t('sections.done') : t('sections.progress', { percent: section.completion })
            }
            state={stateOf(section, readOnly, editing)}
            testId={`section-${section.key}`}
            {...(readOnly ? {} : { onClick: () => onOpen(section) })}
          />
        </li>
      ))}
    </ul>
  );
}
