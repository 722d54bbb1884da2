/**
 * The screening answers a legal questionnaire asks again, one fact each, and how one value reads as
 * the other: a fact the applicant gave at the eligibility check is offered in the legal question that
 * asks it again, and the legal answer, once given, is the one value the case decides on.
 */
import type { Strategy } from '@camino/contracts';
import type { NamedAnswer } from '../outcome/answers';
import type { QuestionName } from '../outcome/question-names';

/** Reads a legal answer by content name (`section.question`, a loop item as `#n`). */
export type LegalAnswer = (key: string, item?: number) => string | undefined;

/** One screening fact the legal questionnaire restates. */
export interface Restatement {
  readonly fact: QuestionName;
  /** The legal question that restates it, per case type: where the applicant changes it. */
  readonly asked: Partial<Record<Strategy, string>>;
  /** The screening answer the legal answers give; undefined while they do not tell it. */
  readonly restate: (legal: LegalAnswer, strategy: Strategy, today: string) => NamedAnswer | undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const yesNo = (value: string | undefined): readonly string[] | undefined =>
  value === 'yes' || value === 'no' ? [value] : undefined;
/** 'yes' when any of the answers is yes, 'no' when all of them are no, else unknown. */
const anyYes = (values: (string | undefined)[]): readonly string[] | undefined =>
  values.includes('yes') ? ['yes'] : values.every((value) => value === 'no') ? ['no'] : undefined;

/** The latest entry date of an entries loop: the last arrival, whatever order they were typed in. */
export function latestEntry(legal: LegalAnswer, key: string): string | undefined {
  let latest: string | undefined;
  for (let item = 1; item <= 50; item++) {
    const day = legal(key, item);
    if (day === undefined) {
      if (item > 1) break;
      continue;
    }
    if (ISO_DAY.test(day) && (latest === undefined || day > latest)) latest = day;
  }
  return latest;
}

/** Where each case type's legal questionnaire asks the last arrival. */
export const LAST_ARRIVAL: Record<Strategy, { key: string; loop: boolean }> = {
  asylum: { key: 'about_you.entry_date', loop: true },
  tvisa: { key: 'about_you.entry_date', loop: true },
  vawasp: { key: 'about_you.last_arrival_date', loop: false },
  vawach: { key: 'about_you.last_arrival_date', loop: false },
};

/** Whole years between a birth date and today (both YYYY-MM-DD). */
function age(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

const VAWA: readonly Strategy[] = ['vawasp', 'vawach'];
const everywhere = (key: string): Partial<Record<Strategy, string>> => ({
  asylum: key,
  vawasp: key,
  vawach: key,
  tvisa: key,
});
const only = (strategies: readonly Strategy[], key: string): Partial<Record<Strategy, string>> =>
  Object.fromEntries(strategies.map((strategy) => [strategy, key]));

/** The abuser's status as the screener words it. */
const abuserStatus = (value: string | undefined): readonly string[] | undefined =>
  value === undefined
    ? undefined
    : value.startsWith('usc_')
      ? ['us_citizen']
      : value === 'lpr'
        ? ['permanent_resident']
        : undefined;

/** How the VAWA spouse's marriage stands in the legal answers. */
const marriageNow = (legal: LegalAnswer) => legal('relationship.marriage_now');

/**
 * Every screening fact a legal questionnaire restates. Only facts both questions ask the same way are
 * here: a legal question with a wider scope (the applicant's family too) never restates a screening one.
 */
export const RESTATEMENTS: readonly Restatement[] = [
  {
    fact: 'last_arrival_date',
    asked: everywhere('about_you.entry_date'),
    restate: (legal, strategy) => {
      const { key, loop } = LAST_ARRIVAL[strategy];
      const day = loop ? latestEntry(legal, key) : legal(key);
      return day !== undefined && ISO_DAY.test(day) ? day : undefined;
    },
  },
  {
    fact: 'in_removal_proceedings',
    asked: {
      asylum: 'about_you.court',
      vawasp: 'background.removal_proceedings',
      vawach: 'background.removal_proceedings',
      tvisa: 'admissibility.proceedings_pending',
    },
    restate: (legal, strategy) => {
      if (strategy === 'asylum') {
        const court = legal('about_you.court');
        return court === 'now' ? ['yes'] : court === 'never' || court === 'past' ? ['no'] : undefined;
      }
      return yesNo(
        legal(strategy === 'tvisa' ? 'admissibility.proceedings_pending' : 'background.removal_proceedings'),
      );
    },
  },
  {
    fact: 'prior_removal_order',
    asked: { asylum: 'about_you.court', tvisa: 'admissibility.removal_order' },
    // The screener asks about an order to leave or any earlier court case, even a closed one.
    restate: (legal, strategy) => {
      if (strategy === 'asylum') return legal('about_you.court') === 'past' ? ['yes'] : undefined;
      if (strategy !== 'tvisa') return undefined;
      return anyYes([
        legal('admissibility.removal_order'),
        legal('admissibility.removed'),
        legal('admissibility.proceedings_ever'),
      ]);
    },
  },
  {
    fact: 'arrests',
    asked: { vawasp: 'background.arrests', vawach: 'background.arrests', tvisa: 'admissibility.charged' },
    restate: (legal, strategy) => {
      if (VAWA.includes(strategy)) return yesNo(legal('background.arrests'));
      if (strategy !== 'tvisa') return undefined;
      return anyYes([
        legal('admissibility.charged'),
        legal('admissibility.convicted'),
        legal('admissibility.jail'),
      ]);
    },
  },
  {
    fact: 'asylum_harmed_others',
    asked: only(['asylum'], 'other.harmed_others'),
    restate: (legal, strategy) => (strategy === 'asylum' ? yesNo(legal('other.harmed_others')) : undefined),
  },
  {
    fact: 'vawasp_still_married',
    asked: only(['vawasp'], 'relationship.marriage_now'),
    restate: (legal, strategy) => {
      if (strategy !== 'vawasp') return undefined;
      const now = marriageNow(legal);
      return now === undefined ? undefined : now === 'married' ? ['yes'] : ['no'];
    },
  },
  {
    fact: 'vawasp_divorced',
    asked: only(['vawasp'], 'relationship.marriage_now'),
    restate: (legal, strategy) => {
      const now = strategy === 'vawasp' ? marriageNow(legal) : undefined;
      return now === 'divorced' ? ['yes'] : now === 'widowed' || now === 'bigamy' ? ['no'] : undefined;
    },
  },
  {
    fact: 'vawasp_spouse_died',
    asked: only(['vawasp'], 'relationship.marriage_now'),
    restate: (legal, strategy) => {
      const now = strategy === 'vawasp' ? marriageNow(legal) : undefined;
      return now === 'widowed' ? ['yes'] : now === 'bigamy' ? ['no'] : undefined;
    },
  },
  {
    fact: 'vawasp_divorce_date',
    asked: only(['vawasp'], 'relationship.marriage_end_date'),
    restate: (legal, strategy) =>
      strategy === 'vawasp' && marriageNow(legal) === 'divorced'
        ? legal('relationship.marriage_end_date')
        : undefined,
  },
  {
    fact: 'vawasp_death_date',
    asked: only(['vawasp'], 'relationship.marriage_end_date'),
    restate: (legal, strategy) =>
      strategy === 'vawasp' && marriageNow(legal) === 'widowed'
        ? (legal('relationship.marriage_end_date') ?? legal('abuser.abuser_death'))
        : undefined,
  },
  {
    fact: 'vawasp_remarried',
    asked: only(['vawasp'], 'relationship.remarried'),
    restate: (legal, strategy) =>
      strategy === 'vawasp' ? yesNo(legal('relationship.remarried')) : undefined,
  },
  {
    fact: 'vawasp_abuser_status',
    asked: only(['vawasp'], 'abuser.abuser_status'),
    restate: (legal, strategy) =>
      strategy === 'vawasp' ? abuserStatus(legal('abuser.abuser_status')) : undefined,
  },
  {
    fact: 'vawasp_abuse_in_us',
    asked: only(['vawasp'], 'abuse.abuse_in_us'),
    restate: (legal, strategy) => {
      if (strategy !== 'vawasp') return undefined;
      const inUs = legal('abuse.abuse_in_us');
      if (inUs === 'yes') return ['yes'];
      if (inUs !== 'no') return undefined;
      const government = legal('abuse.abroad_government');
      return government === 'yes' ? ['government_abroad'] : government === 'no' ? ['no'] : undefined;
    },
  },
  {
    fact: 'vawach_parent_status',
    asked: only(['vawach'], 'abuser.abuser_status'),
    restate: (legal, strategy) =>
      strategy === 'vawach' ? abuserStatus(legal('abuser.abuser_status')) : undefined,
  },
  {
    fact: 'vawach_relationship',
    asked: only(['vawach'], 'relationship.parent_relationship'),
    restate: (legal, strategy) => {
      const value = strategy === 'vawach' ? legal('relationship.parent_relationship') : undefined;
      return value === 'biological' || value === 'step' || value === 'adoptive' ? [value] : undefined;
    },
  },
  {
    fact: 'vawach_step_before_18',
    asked: only(['vawach'], 'relationship.became_family_before_18'),
    restate: (legal, strategy) =>
      strategy === 'vawach' && legal('relationship.parent_relationship') === 'step'
        ? yesNo(legal('relationship.became_family_before_18'))
        : undefined,
  },
  {
    fact: 'vawach_age',
    asked: only(['vawach'], 'about_you.birth_date'),
    restate: (legal, strategy, today) => {
      const birth = strategy === 'vawach' ? legal('about_you.birth_date') : undefined;
      if (birth === undefined || !ISO_DAY.test(birth) || birth >= today) return undefined;
      const years = age(birth, today);
      return [
        years < 18
          ? 'under_18'
          : years < 21
            ? 'age_18_to_20'
            : years < 25
              ? 'age_21_to_24'
              : 'age_25_or_older',
      ];
    },
  },
  {
    fact: 'vawach_delay_due_to_abuse',
    asked: only(['vawach'], 'relationship.delay_caused_by_abuse'),
    restate: (legal, strategy) =>
      strategy === 'vawach' ? yesNo(legal('relationship.delay_caused_by_abuse')) : undefined,
  },
  {
    fact: 'vawach_married',
    asked: only(['vawach'], 'about_you.marital_status'),
    restate: (legal, strategy) => {
      const status = strategy === 'vawach' ? legal('about_you.marital_status') : undefined;
      return status === undefined ? undefined : status === 'married' ? ['yes'] : ['no'];
    },
  },
  {
    fact: 'tvisa_recruited',
    asked: only(['tvisa'], 'trafficking.victim'),
    restate: (legal, strategy) => (strategy === 'tvisa' ? yesNo(legal('trafficking.victim')) : undefined),
  },
  {
    fact: 'tvisa_presence',
    asked: only(['tvisa'], 'trafficking.present'),
    restate: (legal, strategy) => (strategy === 'tvisa' ? yesNo(legal('trafficking.present')) : undefined),
  },
  {
    fact: 'tvisa_under_18',
    asked: only(['tvisa'], 'trafficking.under_18'),
    restate: (legal, strategy) => (strategy === 'tvisa' ? yesNo(legal('trafficking.under_18')) : undefined),
  },
  {
    fact: 'tvisa_reported',
    asked: only(['tvisa'], 'law_enforcement.reported'),
    restate: (legal, strategy) =>
      strategy === 'tvisa' ? yesNo(legal('law_enforcement.reported')) : undefined,
  },
  {
    fact: 'tvisa_helped',
    asked: only(['tvisa'], 'law_enforcement.cooperated'),
    restate: (legal, strategy) =>
      strategy === 'tvisa' && legal('law_enforcement.reported') === 'yes'
        ? yesNo(legal('law_enforcement.cooperated'))
        : undefined,
  },
  {
    fact: 'tvisa_trauma',
    asked: only(['tvisa'], 'law_enforcement.excused'),
    restate: (legal, strategy) => {
      if (strategy !== 'tvisa' || legal('law_enforcement.cooperated') !== 'no') return undefined;
      const excused = legal('law_enforcement.excused');
      return excused === 'trauma' ? ['yes'] : excused === 'none' ? ['no'] : undefined;
    },
  },
  {
    fact: 'tvisa_hardship',
    asked: only(['tvisa'], 'hardship.fears'),
    // Only "no harm at all" restates it: the kinds of harm are asked in other words.
    restate: (legal, strategy) =>
      strategy === 'tvisa' && legal('hardship.fears') === 'no' ? ['none'] : undefined,
  },
];
