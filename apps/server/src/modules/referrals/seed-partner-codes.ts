import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { referralCodeSchema } from '@camino/contracts';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import { referralCodes } from '../../db/schema/referrals';
import type { Seeder } from '../server-module';

export const REFERRAL_PARTNERS_FILE = 'referral-partners.yaml';

export const referralPartnersFileSchema = z.object({
  partners: z.array(
    z.object({
      key: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(1),
      code: referralCodeSchema,
    }),
  ),
});
export type ReferralPartner = z.infer<typeof referralPartnersFileSchema>['partners'][number];

/** The partner organisations; a deployment without the file has none. */
export async function loadReferralPartners(contentDir: string): Promise<ReferralPartner[]> {
  let text: string;
  try {
    text = await readFile(path.join(contentDir, REFERRAL_PARTNERS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return referralPartnersFileSchema.parse(parse(text) ?? { partners: [] }).partners;
}

/** Each partner organisation of content/referral-partners.yaml gets its code; a changed code replaces the old. */
export const seedPartnerCodes: Seeder = async ({ db, config, log }) => {
  const partners = await loadReferralPartners(config.CONTENT_DIR);
  for (const partner of partners) {
    await db
      .insert(referralCodes)
      .values({ code: partner.code, partnerKey: partner.key })
      .onConflictDoUpdate({
        target: referralCodes.partnerKey,
        set: { code: sql`excluded.code` },
      });
  }
  log.info({ count: partners.length }, 'referral partners seeded');
};
