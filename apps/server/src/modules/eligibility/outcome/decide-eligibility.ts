import type { ReasonKey, Strategy } from '@camino/contracts';
import { STRATEGIES } from '@camino/contracts';
import type { AnswersByName } from './answers';
import { answerReader, calendarDay } from './answers';
import type { OutcomeRule } from './rules';
import { OUTCOME_RULES, SELECTED } from './rules';

export type EligibilityOutcome =
  | { readonly outcome: 'eligible'; readonly strategies: Strategy[] }
  | { readonly outcome: 'not-eligible'; readonly reasons: ReasonKey[] };

/** Reasons of the rules that fire; `answers-incomplete` when none fires but an answer was missing. */
function reasonsOf(
  rules: readonly OutcomeRule[],
  fired: (rule: OutcomeRule) => boolean | undefined,
): ReasonKey[] {
  const results = rules.map((rule) => ({ rule, fires: fired(rule) }));
  const reasons = results.filter((result) => result.fires === true).map((result) => result.rule.reason);
  if (reasons.length > 0) return reasons;
  return results.some((result) => result.fires === undefined) ? ['answers-incomplete'] : [];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * Decides eligibility from the answers by question name, on the UTC calendar day of `today`
 * (passed in so the decision is pure). Screening rules decide the whole outcome; every other rule
 * removes one case type. The rules and their reasons are in `rules.ts` and ADR 0060.
 */
export function decideEligibility(answers: AnswersByName, today: Date): EligibilityOutcome {
  const reader = answerReader(answers);
  const day = calendarDay(today);
  const fires = (rule: OutcomeRule): boolean | undefined => rule.fires(reader, day);

  const stop = reasonsOf(
    OUTCOME_RULES.filter((rule) => rule.scope === 'all'),
    fires,
  );
  if (stop.length > 0) return { outcome: 'not-eligible', reasons: stop };

  const strategies: Strategy[] = [];
  const reasons: ReasonKey[] = [];
  let undecided = false;
  for (const strategy of STRATEGIES) {
    const selected = SELECTED[strategy](reader);
    if (selected === undefined) undecided = true;
    if (selected !== true) continue;
    const removed = reasonsOf(
      OUTCOME_RULES.filter((rule) => rule.scope === strategy),
      fires,
    );
    if (removed.length === 0) strategies.push(strategy);
    else reasons.push(...removed);
  }
  if (strategies.length > 0) return { outcome: 'eligible', strategies };
  if (reasons.length === 0) reasons.push(undecided ? 'answers-incomplete' : 'no-qualifying-situation');
  return { outcome: 'not-eligible', reasons: unique(reasons) };
}
