/** The pages of the official forms that need a handwritten signature, from `content/filing/sign-pages.yaml`. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentCache } from '../../lib/content-cache';

const signPageSchema = z.object({
  id: z.string(),
  form: z.string(),
  page: z.number().int().positive(),
  /** A continuation page: to sign only when written on, and so is every sheet added after the form. */
  each_sheet: z.boolean().default(false),
  who: z.object({ en: z.string(), es: z.string() }),
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});
export type SignPageContent = z.infer<typeof signPageSchema>;

export const loadSignPages = contentCache(async (contentDir: string): Promise<SignPageContent[]> =>
  z
    .array(signPageSchema)
    .parse(parse(await readFile(path.join(contentDir, 'filing', 'sign-pages.yaml'), 'utf8'))),
);
