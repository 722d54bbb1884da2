import { STRATEGIES, type Strategy } from '@camino/contracts';

export interface QuestionnaireKey {
  questionnaire: string;
  strategy: Strategy | null;
}

/**
 * A questionnaire file's id names its strategy by a suffix: `legal_asylum` is the `legal`
 * questionnaire of the asylum strategy; an id without such a suffix serves every strategy.
 */
export function questionnaireKeyOf(id: string): QuestionnaireKey {
  for (const strategy of STRATEGIES) {
    const suffix = `_${strategy}`;
    if (id.endsWith(suffix) && id.length > suffix.length) {
      return { questionnaire: id.slice(0, -suffix.length), strategy };
    }
  }
  return { questionnaire: id, strategy: null };
}
