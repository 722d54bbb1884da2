import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { shortUrlSlugSchema } from '@camino/contracts';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import { shortUrls } from '../../db/schema/short-urls';
import type { Seeder } from '../server-module';

export const SHORT_URLS_FILE = 'short-urls.yaml';

const shortUrlsFileSchema = z.record(
  shortUrlSlugSchema,
  z.string().refine((target) => target.startsWith('/') || target.startsWith('https://'), {
    message: 'a target is a path inside the product or an https URL',
  }),
);

/** Upserts every entry of content/short-urls.yaml; entries removed from the file stay in the table. */
export const seedShortUrls: Seeder = async ({ db, config, log }) => {
  const file = path.join(config.CONTENT_DIR, SHORT_URLS_FILE);
  const entries = shortUrlsFileSchema.parse(parse(await readFile(file, 'utf8')) ?? {});
  const rows = Object.entries(entries).map(([slug, target]) => ({ slug, target }));
  if (rows.length === 0) return;
  await db
    .insert(shortUrls)
    .values(rows)
    .onConflictDoUpdate({
      target: shortUrls.slug,
      set: { target: sql`excluded.target`, updatedAt: sql`now()` },
      setWhere: sql`${shortUrls.target} IS DISTINCT FROM excluded.target`,
    });
  log.info({ count: rows.length }, 'short urls seeded');
};
