import type { FilingInstructions, Locale, Strategy } from '@camino/contracts';
import { governmentFeesOn, governmentFeesText, loadGovernmentFees } from '../forms';

/** The filing instructions with what the applicant owes the U.S. government on `day`, before the office's own fee note. */
export async function withGovernmentFees(
  instructions: FilingInstructions,
  contentDir: string,
  strategy: Strategy | null,
  locale: Locale,
  day: string,
): Promise<FilingInstructions> {
  const content = await loadGovernmentFees(contentDir);
  const owed = governmentFeesText(content, governmentFeesOn(content, strategy, day, locale), locale);
  if (owed === null) return instructions;
  return { ...instructions, fee: [owed, instructions.fee].filter((part) => part !== null).join(' ') };
}
