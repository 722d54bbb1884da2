import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const evaluationContentSchema = z.object({
  evidenceType: z.string().min(1),
  description: z.object({ en: z.string().min(1), es: z.string().min(1) }),
});
export type EvaluationContent = z.infer<typeof evaluationContentSchema>;

/** content/partners/health-evaluation.yaml: the evidence type and description of a returned evaluation. */
export async function loadEvaluationContent(contentDir: string): Promise<EvaluationContent> {
  const file = path.join(contentDir, 'partners', 'health-evaluation.yaml');
  return evaluationContentSchema.parse(parse(await readFile(file, 'utf8')));
}
