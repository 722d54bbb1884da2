import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FeatureFlag } from '@camino/contracts';
import { featureFlagsFileSchema } from '@camino/contracts';
import { parse } from 'yaml';
import { CONTENT_DIR } from './questionnaire-files';

/** content/feature-flags.yaml, the declared flags with their defaults. */
export const FEATURE_FLAGS_FILE = join(CONTENT_DIR, 'feature-flags.yaml');

/** Parses and schema-validates the text of a flags file; throws on YAML or schema errors. */
export function parseFeatureFlags(text: string): FeatureFlag[] {
  return featureFlagsFileSchema.parse(parse(text)).flags;
}

/** Reads and validates the flags file (by default content/feature-flags.yaml). */
export async function loadFeatureFlags(file: string = FEATURE_FLAGS_FILE): Promise<FeatureFlag[]> {
  return parseFeatureFlags(await readFile(file, 'utf8'));
}
