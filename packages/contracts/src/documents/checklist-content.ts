/**
 * The document checklist as content (content/documents/checklist.yaml): the kinds of document a case
 * may hold, and for each case type and each person (main applicant, spouse, child) which of them the
 * case asks for. The server and `content:check` read the file through this one schema.
 */
import { z } from 'zod';
import { STRATEGIES } from '../constants';

const bilingualSchema = z.object({ en: z.string().trim().min(1), es: z.string().trim().min(1) }).strict();
export type Bilingual = z.infer<typeof bilingualSchema>;

/** Who a checklist is for: the main applicant or one family member. */
export const CHECKLIST_ROLES = ['principal', 'spouse', 'child'] as const;
export type ChecklistRole = (typeof CHECKLIST_ROLES)[number];

/** A document key is a lowercase word, used in storage keys and URLs. */
export const documentKeySchema = z.string().regex(/^[a-z][a-z0-9_]{1,40}$/);

export const documentKindContentSchema = z
  .object({
    label: bilingualSchema,
    /** Why the case needs it, in plain language. */
    why: bilingualSchema,
    examples: bilingualSchema,
    /** What a good photo of it looks like. */
    goodPhoto: bilingualSchema,
    /** A photo ID: each person needs one of these, whichever they have. */
    photoId: z.boolean().default(false),
  })
  .strict();
export type DocumentKindContent = z.infer<typeof documentKindContentSchema>;

export const checklistEntrySchema = z.object({ document: documentKeySchema, required: z.boolean() }).strict();

const roleChecklistsSchema = z
  .object({
    principal: z.array(checklistEntrySchema).min(1),
    spouse: z.array(checklistEntrySchema).min(1),
    child: z.array(checklistEntrySchema).min(1),
  })
  .strict();

export const documentChecklistContentSchema = z
  .object({
    version: z.string().min(1),
    documents: z.record(documentKeySchema, documentKindContentSchema),
    /** The additional evidence types of the spec, in the order they are offered. */
    evidenceTypes: z.record(documentKeySchema, z.object({ label: bilingualSchema }).strict()),
    checklists: z.object(
      Object.fromEntries(STRATEGIES.map((strategy) => [strategy, roleChecklistsSchema])) as Record<
        (typeof STRATEGIES)[number],
        typeof roleChecklistsSchema
      >,
    ),
  })
  .strict();
export type DocumentChecklistContent = z.infer<typeof documentChecklistContentSchema>;

/**
 * Problems a schema cannot see: an entry naming an unknown document, the same document twice in one
 * list, a list without a photo ID, a photo ID marked required (one of them is, whichever it is).
 */
export function checklistContentProblems(content: DocumentChecklistContent): string[] {
  const problems: string[] = [];
  for (const [strategy, roles] of Object.entries(content.checklists)) {
    for (const [role, entries] of Object.entries(roles)) {
      const where = `checklists.${strategy}.${role}`;
      const seen = new Set<string>();
      let photoIds = 0;
      for (const entry of entries) {
        const kind = content.documents[entry.document];
        if (!kind) problems.push(`${where}: unknown document "${entry.document}"`);
        if (seen.has(entry.document)) problems.push(`${where}: "${entry.document}" is listed twice`);
        seen.add(entry.document);
        if (kind?.photoId) {
          photoIds += 1;
          if (entry.required)
            problems.push(`${where}: photo ID "${entry.document}" must not be required on its own`);
        }
      }
      if (photoIds === 0) problems.push(`${where}: no photo ID document`);
    }
  }
  for (const key of Object.keys(content.evidenceTypes))
    if (content.documents[key]) problems.push(`evidenceTypes.${key}: also a checklist document`);
  return problems;
}
