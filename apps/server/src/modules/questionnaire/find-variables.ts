import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionnaireVariables } from '../../db/schema/questionnaire';

/** GET param-question-var/variables: content names of a section's questions and their ids. */
export async function findVariables(
  db: Db,
  input: { qs: number; cf: number },
): Promise<{ name: string; question_id: number }[]> {
  return db
    .select({ name: questionnaireVariables.name, question_id: questionnaireVariables.questionId })
    .from(questionnaireVariables)
    .where(and(eq(questionnaireVariables.configId, input.cf), eq(questionnaireVariables.sectionId, input.qs)))
    .orderBy(asc(questionnaireVariables.name));
}
