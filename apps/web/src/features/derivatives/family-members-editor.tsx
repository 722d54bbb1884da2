import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allowedRelationships,
  type FamilyMember,
  type Locale,
  type Relationship,
  type SavedFamilyMember,
  type Strategy,
} from '@camino/contracts';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { useToast } from '../../ui/toast/toast-context';
import type { MemberToSave } from '../../lib/api/derivatives';
import { FamilyMemberForm } from './family-member-form';
import { FamilyMemberList } from './family-member-list';
import { emptyMember, fullName, valuesOf, type MemberErrors } from './member-values';
import { RemoveMemberModal } from './remove-member-modal';
import { memberErrorsFrom, notCoveredFrom, type NotCovered } from './server-errors';
import { useFamilyMembers } from '../../lib/api/use-family-members';

type Mode =
  | { kind: 'list' }
  | { kind: 'add'; relationship: Relationship }
  | { kind: 'edit'; member: SavedFamilyMember };

/** A set the server would not save until the family members are paid for, and how to send it again. */
export interface PendingFamily extends NotCovered {
  members: readonly MemberToSave[];
  retry: () => void;
}

const keepId = ({ id, ...member }: SavedFamilyMember): MemberToSave => ({ ...member, id });

/**
 * Lists the family members and adds, edits or removes them; every change replaces the whole set on
 * the server. Used on plan selection (before paying) and on the family members page (after).
 */
export function FamilyMembersEditor({
  strategy,
  locale,
  renderNotCovered,
  readOnly = false,
}: {
  strategy: Strategy;
  locale: Locale;
  /** The case is read-only (spec section 4): the members are shown, nothing can change. */
  readOnly?: boolean;
  /** Shown when a paid case needs the added family members paid for before they can be saved. */
  renderNotCovered?: (pending: PendingFamily) => ReactNode;
}) {
  const { t } = useTranslation('family');
  const toast = useToast();
  const { query, members, save } = useFamilyMembers();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [serverErrors, setServerErrors] = useState<MemberErrors | undefined>();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<{ members: MemberToSave[]; notCovered: NotCovered } | null>(null);
  const [removing, setRemoving] = useState<SavedFamilyMember | null>(null);

  const allowed = allowedRelationships(strategy);
  const hasSpouse = members.some((member) => member.relationship === 'spouse');

  const close = () => {
    setMode({ kind: 'list' });
    setServerErrors(undefined);
    setPending(null);
    setFailed(false);
  };

  const send = (next: MemberToSave[], index: number | null, done: string) => {
    setFailed(false);
    save.mutate(next, {
      onSuccess: () => {
        close();
        toast.show({ type: 'success', size: 'small', text: done });
      },
      onError: (error) => {
        const notCovered = notCoveredFrom(error);
        if (notCovered) {
          setPending({ members: next, notCovered });
          return;
        }
        const refused = index === null ? null : memberErrorsFrom(error, index);
        if (refused) setServerErrors(refused);
        else {
          setFailed(true);
          // The answer may have been lost after the server saved: show the list as the server has it.
          void query.refetch();
        }
      },
    });
  };

  const saveMember = (member: FamilyMember) => {
    const current = members.map(keepId);
    const name = fullName(member);
    if (mode.kind === 'edit') {
      const index = current.findIndex((saved) => saved.id === mode.member.id);
      current[index] = { ...member, id: mode.member.id };
      send(current, index, t('saved.updated', { name }));
    } else {
      send([...current, member], current.length, t('saved.added', { name }));
    }
  };

  const remove = (member: SavedFamilyMember) => {
    send(
      members.filter((saved) => saved.id !== member.id).map(keepId),
      null,
      t('saved.removed', { name: fullName(member) }),
    );
  };

  if (query.isPending) return <p role="status">{t('list.loading')}</p>;
  if (query.isError) {
    return (
      <FormBanner>
        <p>{t('errors.loadFailed')}</p>
        <Button size="small" outline className="mt-2" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </FormBanner>
    );
  }

  const editing = mode.kind !== 'list';
  return (
    <div className="flex flex-col gap-4">
      {failed ? <FormBanner>{t('errors.saveFailed')}</FormBanner> : null}
      <FamilyMemberList
        members={members}
        locale={locale}
        busy={editing || save.isPending}
        readOnly={readOnly}
        onEdit={(member) => setMode({ kind: 'edit', member })}
        onRemove={setRemoving}
      />
      {readOnly ? null : mode.kind === 'list' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {allowed.includes('spouse') && !hasSpouse ? (
            <Button outline onClick={() => setMode({ kind: 'add', relationship: 'spouse' })}>
              {t('add.spouse')}
            </Button>
          ) : null}
          {allowed.includes('child') ? (
            <Button outline onClick={() => setMode({ kind: 'add', relationship: 'child' })}>
              {t('add.child')}
            </Button>
          ) : null}
        </div>
      ) : (
        <FamilyMemberForm
          key={mode.kind === 'edit' ? mode.member.id : `new-${mode.relationship}`}
          initial={mode.kind === 'edit' ? valuesOf(mode.member) : emptyMember(mode.relationship)}
          strategy={strategy}
          locale={locale}
          title={
            mode.kind === 'edit'
              ? t('form.editTitle', { name: fullName(mode.member) })
              : t(`form.addTitle.${mode.relationship}`)
          }
          saving={save.isPending}
          serverErrors={serverErrors}
          onSave={saveMember}
          onCancel={close}
        />
      )}
      {allowed.length === 1 ? <p className="text-sm text-muted">{t(`add.only.${allowed[0]}`)}</p> : null}
      {pending && renderNotCovered
        ? renderNotCovered({
            members: pending.members,
            ...pending.notCovered,
            retry: () => send(pending.members, null, t('saved.afterPayment')),
          })
        : null}
      {pending && !renderNotCovered ? <FormBanner>{t('errors.saveFailed')}</FormBanner> : null}
      <RemoveMemberModal member={removing} onConfirm={remove} onClose={() => setRemoving(null)} />
    </div>
  );
}
