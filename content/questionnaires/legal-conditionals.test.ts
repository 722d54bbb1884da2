import { beforeAll, describe, expect, it } from 'vitest';
import { type Script, SectionWalk } from './walk-section';

/** Questions that apply only after an answer are shown only after that answer, in every legal questionnaire. */
describe('legal questions shown only after the answer they depend on', () => {
  let asylumOther: SectionWalk;
  let marriage: SectionWalk;
  let admissibility: SectionWalk;
  let abuser: SectionWalk;
  beforeAll(async () => {
    [asylumOther, marriage, admissibility, abuser] = await Promise.all([
      SectionWalk.open('legal_asylum/other.yaml'),
      SectionWalk.open('legal_vawasp/relationship.yaml'),
      SectionWalk.open('legal_tvisa/admissibility.yaml'),
      SectionWalk.open('legal_vawasp/abuser.yaml'),
    ]);
  });

  const asylumNo: Script = {
    applied_before: ['no'],
    other_countries: ['no'],
    other_status: ['no'],
    harmed_others: ['no'],
    returned: ['no'],
    late_filing: ['no'],
    crimes: ['no'],
  };

  it('asylum: the other-countries explanation never follows two no answers', () => {
    expect(asylumOther.pagesShown(asylumNo)).not.toContain('other_countries_explain');
    for (const yes of ['other_countries', 'other_status']) {
      const shown = asylumOther.pagesShown({
        ...asylumNo,
        [yes]: ['yes'],
        other_countries_explain: {
          other_countries_details: 'Guatemala, two weeks, no status, passing through',
        },
      });
      expect(shown.indexOf('other_countries_explain')).toBe(shown.indexOf('other_status') + 1);
    }
  });

  it('asylum: a yes needs its explanation before moving on', () => {
    expect(() =>
      asylumOther.pagesShown({ ...asylumNo, other_status: ['yes'], other_countries_explain: {} }),
    ).toThrow(/blocked/);
  });

  const wedding = { marriage_date: '2015-04-10', marriage_place: 'Houston, Texas' };
  const marriages = { times_married: '1' };

  it('VAWA spouse: "after the marriage" never follows "we are still married"', () => {
    expect(
      marriage.pagesShown({ wedding, marriage_now: ['married'], marriages, had_prior_marriages: ['no'] }),
    ).toEqual(['wedding', 'marriage_now', 'marriages', 'had_prior_marriages']);
  });

  it('VAWA spouse: a divorce asks whether they remarried and when the marriage ended', () => {
    const shown = marriage.pagesShown({
      wedding,
      marriage_now: ['divorced'],
      marriage_end: { remarried: ['no'], marriage_end_date: '2025-01-10' },
      marriages,
      had_prior_marriages: ['no'],
    });
    expect(shown).toEqual(['wedding', 'marriage_now', 'marriage_end', 'marriages', 'had_prior_marriages']);
    expect(() =>
      marriage.pagesShown({
        wedding,
        marriage_now: ['divorced'],
        marriage_end: { remarried: ['no'] },
      }),
    ).toThrow(/blocked/);
  });

  const allNo = (walk: SectionWalk): Script =>
    Object.fromEntries(
      walk.loaded.questions
        .filter((question) => question.type === 'RADIO' && question.parent_id === null)
        .map((question) => [walk.loaded.names.get(question.question_id)!, ['no']]),
    );

  it('T visa: the explanation is asked only after a yes', () => {
    expect(admissibility.pagesShown(allNo(admissibility))).not.toContain('explain');
    const shown = admissibility.pagesShown({
      ...allNo(admissibility),
      jail: ['yes'],
      explain: {
        explanation: 'I was held for two days after a raid on the place where I was forced to work.',
      },
    });
    expect(shown.at(-1)).toBe('explain');
  });

  it('VAWA: the "other status" text is asked only after choosing other', () => {
    const known = { abuser_status_known: ['yes'] };
    const walk = (status: string, details: Record<string, string | readonly string[]>) =>
      abuser.pagesShown({
        abuser_name: { abuser_family_name: 'Perez', abuser_given_name: 'Juan' },
        abuser_alive: ['yes'],
        abuser_status: [status],
        abuser_status_details: details,
      });
    expect(walk('lpr', known)).toContain('abuser_status_details');
    expect(() => walk('other', known)).toThrow(/blocked/);
    expect(walk('other', { ...known, abuser_status_other: 'Lost LPR status in 2024' })).toContain(
      'abuser_status_details',
    );
  });
});
