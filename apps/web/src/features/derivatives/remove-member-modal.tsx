import { useTranslation } from 'react-i18next';
import type { SavedFamilyMember } from '@camino/contracts';
import { Modal } from '../../ui/modal';
import { fullName } from './member-values';

/**
 * Deselecting a family member removes them from the case for good, with their documents and
 * answers; the dialog names the person and everything that goes with them before anything happens.
 */
export function RemoveMemberModal({
  member,
  onConfirm,
  onClose,
}: {
  member: SavedFamilyMember | null;
  onConfirm: (member: SavedFamilyMember) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('family');
  const name = member ? fullName(member) : '';
  const relationship = member ? t(`relationship.${member.relationship}`) : '';
  return (
    <Modal
      open={member !== null}
      testId="remove-member-modal"
      title={t('remove.title', { name })}
      confirmLabel={t('remove.confirm', { name })}
      cancelLabel={t('remove.cancel')}
      onConfirm={() => {
        if (member) onConfirm(member);
      }}
      // Closed the moment it hides, so the list is usable again without waiting for the fade.
      onHide={onClose}
      onClose={() => undefined}
    >
      <div className="flex flex-col gap-3">
        <p>{t('remove.who', { name, relationship })}</p>
        <ul className="list-disc pl-5">
          <li>{t('remove.documents', { name })}</li>
          <li>{t('remove.answers', { name })}</li>
          <li>{t('remove.price')}</li>
        </ul>
        <p className="font-semibold">{t('remove.permanent')}</p>
      </div>
    </Modal>
  );
}
