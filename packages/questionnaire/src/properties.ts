import type { QuestionProperties } from './types';

/** Parses a question's properties JSON text; empty or malformed text yields no properties. */
export function parseQuestionProperties(text: string | null | undefined): QuestionProperties {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    // Stored rows are not trusted to hold an object; anything else means "no properties".
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as QuestionProperties)
      : {};
  } catch {
    return {};
  }
}
