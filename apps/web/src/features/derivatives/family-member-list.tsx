import { useTranslation } from 'react-i18next';
import type { Locale, SavedFamilyMember } from '@camino/contracts';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { Button } from '../../ui/button';
import { fullName } from './member-values';

export function FamilyMemberList({
  members,
  locale,
  busy,
  readOnly = false,
  onEdit,
  onRemove,
}: {
  members: readonly SavedFamilyMember[];
  locale: Locale;
  busy: boolean;
  /** A read-only case lists its family members without edit or remove controls. */
  readOnly?: boolean;
  onEdit: (member: SavedFamilyMember) => void;
  onRemove: (member: SavedFamilyMember) => void;
}) {
  const { t } = useTranslation('family');
  if (members.length === 0) return <p className="text-muted">{t('list.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="family-member-list">
      {members.map((member) => {
        const name = fullName(member);
        return (
          <li
            key={member.id}
            className="flex flex-col gap-3 rounded-xl border-2 border-line bg-white p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{name}</p>
              <p className="text-sm text-muted">
                {t(`relationship.${member.relationship}`)} ·{' '}
                {t('list.born', { date: formatCalendarDay(member.dateOfBirth, locale) })}
              </p>
            </div>
            {readOnly ? null : (
              <div className="flex gap-2">
                <Button
                  size="small"
                  outline
                  disabled={busy}
                  aria-label={t('list.editLabel', { name })}
                  onClick={() => onEdit(member)}
                >
                  {t('list.edit')}
                </Button>
                <Button
                  size="small"
                  outline
                  variant="error"
                  disabled={busy}
                  aria-label={t('list.removeLabel', { name })}
                  onClick={() => onRemove(member)}
                >
                  {t('list.remove')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
