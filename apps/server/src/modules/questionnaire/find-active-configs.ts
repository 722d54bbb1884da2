import type { ActiveConfig, Strategy } from '@camino/contracts';
import { and, asc, eq, isNull, min, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionnaireConfigs, questionnaireSections } from '../../db/schema/questionnaire';

/** The active configuration of each questionnaire and strategy, optionally narrowed to one. */
export async function findActiveConfigs(
  db: Db,
  filter: { questionnaire?: string | undefined; strategy?: Strategy | undefined } = {},
): Promise<ActiveConfig[]> {
  const rows = await db
    .select({
      config: questionnaireConfigs,
      sectionId: min(questionnaireSections.id),
    })
    .from(questionnaireConfigs)
    .innerJoin(questionnaireSections, eq(questionnaireSections.configId, questionnaireConfigs.id))
    .where(
      and(
        eq(questionnaireConfigs.active, true),
        filter.questionnaire === undefined
          ? undefined
          : eq(questionnaireConfigs.questionnaireKey, filter.questionnaire),
        // A questionnaire without a strategy serves every strategy.
        filter.strategy === undefined
          ? undefined
          : or(eq(questionnaireConfigs.strategy, filter.strategy), isNull(questionnaireConfigs.strategy)),
      ),
    )
    .groupBy(questionnaireConfigs.id)
    .orderBy(asc(questionnaireConfigs.questionnaireKey), asc(questionnaireConfigs.strategy));
  // With a strategy asked for, its own version of a questionnaire shadows the one for every strategy.
  const chosen = rows.filter(
    ({ config }) =>
      config.strategy !== null ||
      filter.strategy === undefined ||
      !rows.some(
        (other) =>
          other.config.questionnaireKey === config.questionnaireKey && other.config.strategy !== null,
      ),
  );
  return chosen.map(({ config, sectionId }) => ({
    config_id: config.id,
    questionnaire: config.questionnaireKey,
    strategy: config.strategy as Strategy | null,
    version: config.version,
    content_hash: config.contentHash,
    question_section_id: sectionId ?? 0,
    title: { en: config.titleEn, es: config.titleEs },
  }));
}
