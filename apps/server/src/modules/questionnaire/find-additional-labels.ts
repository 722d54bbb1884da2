import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionnaireAdditionalLabels } from '../../db/schema/questionnaire';

/** GET param-additional-label/list: texts of a configuration that belong to no question. */
export async function findAdditionalLabels(
  db: Db,
  configId: number,
  lang: string,
): Promise<{ key: string; text: string }[]> {
  return db
    .select({ key: questionnaireAdditionalLabels.key, text: questionnaireAdditionalLabels.text })
    .from(questionnaireAdditionalLabels)
    .where(
      and(eq(questionnaireAdditionalLabels.configId, configId), eq(questionnaireAdditionalLabels.lang, lang)),
    )
    .orderBy(asc(questionnaireAdditionalLabels.key));
}
