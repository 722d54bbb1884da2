import type { ReasonKey, Strategy } from '@camino/contracts';
import type { AnswersByName, NamedAnswer } from '../outcome/answers';
import { answerReader } from '../outcome/answers';
import type { QuestionName } from '../outcome/question-names';
import { OUTCOME_RULES } from '../outcome/rules';
import type { LegalAnswer } from './restatements';
import { RESTATEMENTS } from './restatements';

/** A screening fact the legal answers now give differently. */
export interface ScreeningFactChange {
  readonly fact: QuestionName;
  /** The legal question that says it now (`section.question`): where the applicant changes it. */
  readonly asked: string;
  /** The screening answer; undefined when the screener never asked it. */
  readonly screening: NamedAnswer | undefined;
  readonly now: NamedAnswer;
}

export interface ScreeningCheck {
  /** The screening answers with every fact the legal answers restate in their place: one value each. */
  readonly answers: AnswersByName;
  readonly changes: readonly ScreeningFactChange[];
  /**
   * Outcome reasons that hold now and did not at screening: the case type no longer fits, or no longer
   * safely without a lawyer.
   */
  readonly reasons: readonly ReasonKey[];
}

const normal = (answer: NamedAnswer | undefined): string =>
  answer === undefined ? '' : typeof answer === 'string' ? answer : [...answer].sort().join(',');

function firingReasons(strategy: Strategy, answers: AnswersByName, today: string): Set<ReasonKey> {
  const reader = answerReader(answers);
  return new Set(
    OUTCOME_RULES.filter((rule) => rule.scope === 'all' || rule.scope === strategy)
      .filter((rule) => rule.fires(reader, today) === true)
      .map((rule) => rule.reason),
  );
}

/**
 * Reads the screening answers again with what the legal answers say of the same facts (the later
 * answer wins), and the rules of the eligibility check again on them: which facts changed, and which
 * reasons now hold that did not when the applicant was found eligible.
 */
export function checkScreening(
  strategy: Strategy,
  screening: AnswersByName,
  legal: LegalAnswer,
  today: string,
): ScreeningCheck {
  const answers: Record<string, NamedAnswer> = { ...screening };
  const changes: ScreeningFactChange[] = [];
  for (const restatement of RESTATEMENTS) {
    const asked = restatement.asked[strategy];
    if (asked === undefined) continue;
    const now = restatement.restate(legal, strategy, today);
    if (now === undefined) continue;
    const before = screening[restatement.fact];
    answers[restatement.fact] = now;
    if (normal(before) !== normal(now))
      changes.push({ fact: restatement.fact, asked, screening: before, now });
  }
  const before = firingReasons(strategy, screening, today);
  const newReasons = (given: AnswersByName) =>
    [...firingReasons(strategy, given, today)].filter((reason) => !before.has(reason));
  const reasons = newReasons(answers);
  // A fact the screener never asked was not changed: it is named only when it changes what the
  // eligibility check decided (without it, a reason that now holds would not).
  const named = changes.filter((change) => {
    if (change.screening !== undefined) return true;
    if (reasons.length === 0) return false;
    const without: Record<string, NamedAnswer> = { ...answers };
    delete without[change.fact];
    return newReasons(without).length < reasons.length;
  });
  return { answers, changes: named, reasons };
}
