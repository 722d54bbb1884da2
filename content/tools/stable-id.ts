/**
 * Numeric id for a content name: FNV-1a of `questionnaire:name`, kept positive and within a
 * PostgreSQL integer. Stable when questions are added or reordered, unlike a running counter.
 */
export function stableId(questionnaireId: string, name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${questionnaireId}:${name}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}
