import type { LaterWorkPermit, SavedFamilyMember, Strategy } from '@camino/contracts';
import type { FormValues } from './form-values';
import { readValue } from './form-values';
import { tvisaRelativeEligible } from './form-copies';

/** The loop items of the T visa relatives that have answers. */
function relativeItems(values: FormValues): number[] {
  const items = new Set<number>();
  for (const key of values.keys()) {
    const match = /^family\.relative_[a-z_.]+#(\d+)$/.exec(key);
    if (match) items.add(Number(match[1]));
  }
  return [...items].sort((a, b) => a - b);
}

/**
 * Family members who may ask for their own work permit only later, so the package holds no I-765 for
 * them and the forms checklist says when they can: a VAWA self-petitioner's children once the petition
 * is approved, under (c)(31) (the petitioner asks for theirs on the I-360 itself); a T visa relative who
 * lives abroad once admitted to the U.S. in T status, under (c)(25) (Supplement A, item 25). A T visa
 * relative in the U.S. files with the package instead.
 */
export function laterWorkPermits(
  strategy: Strategy | null,
  values: FormValues,
  derivatives: readonly SavedFamilyMember[],
  day: string,
): LaterWorkPermit[] {
  if (strategy === 'vawasp' || strategy === 'vawach')
    return derivatives
      .filter((member) => member.relationship === 'child')
      .map((member) => ({ name: member.firstName, category: '(c)(31)', when: 'after_approval' }));
  if (strategy !== 'tvisa') return [];
  return relativeItems(values)
    .filter(
      (item) =>
        tvisaRelativeEligible(values, item, day) &&
        readValue(values, 'family.relative_work_permit', item) === 'yes' &&
        readValue(values, 'family.relative_in_us', item) === 'no',
    )
    .map((item) => ({
      name: readValue(values, 'family.relative_given_name', item) ?? '',
      category: '(c)(25)',
      when: 'after_admission',
    }));
}
