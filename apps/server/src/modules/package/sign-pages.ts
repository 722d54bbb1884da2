/** The pages of the official forms that need a handwritten signature, from `content/filing/sign-pages.yaml`. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const signPageSchema = z.object({
  id: z.string(),
  form: z.string(),
  page: z.number().int().positive(),
  who: z.object({ en: z.string(), es: z.string() }),
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});
export type SignPageContent = z.infer<typeof signPageSchema>;

const cache = new Map<string, Promise<SignPageContent[]>>();

export function loadSignPages(contentDir: string): Promise<SignPageContent[]> {
  let found = cache.get(contentDir);
  if (!found) {
    found = readFile(path.join(contentDir, 'filing', 'sign-pages.yaml'), 'utf8').then((text) =>
      z.array(signPageSchema).parse(parse(text)),
    );
    cache.set(contentDir, found);
    found.catch(() => cache.delete(contentDir));
  }
  return found;
}
