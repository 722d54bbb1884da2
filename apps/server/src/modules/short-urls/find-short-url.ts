import type { ShortUrl } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shortUrls } from '../../db/schema/short-urls';

export async function findShortUrl(db: Db, slug: string): Promise<ShortUrl | null> {
  const [row] = await db
    .select({ target: shortUrls.target })
    .from(shortUrls)
    .where(eq(shortUrls.slug, slug))
    .limit(1);
  return row ?? null;
}
