/**
 * Feature flags as this deployment resolves them: declared in `<CONTENT_DIR>/feature-flags.yaml`,
 * overridden by `FEATURE_FLAGS` (ADR 0081). The file is read once per process; a change to it ships
 * with a release, and an operator switches a flag with the variable and a restart.
 */
import path from 'node:path';
import { FEATURE_FLAGS_FILE, loadFeatureFlags } from '@camino/content';
import {
  type FeatureFlag,
  type FeatureFlagOverrides,
  type FeatureFlagStatus,
  parseFlagOverrides,
  resolveFlag,
} from '@camino/contracts';
import type { Config } from '../../config';
import { contentCache } from '../../lib/content-cache';

export interface FeatureFlags {
  readonly flags: readonly FeatureFlag[];
  readonly overrides: FeatureFlagOverrides;
  /** Ignored override entries, for a warning at start-up. */
  readonly problems: readonly string[];
  readonly environment: Config['NODE_ENV'];
}

function flagsFile(config: Config): string {
  return path.join(config.CONTENT_DIR, path.basename(FEATURE_FLAGS_FILE));
}

const readFlagsFile = contentCache(loadFeatureFlags);

/** The declared flags and the overrides of this deployment. */
export async function loadDeploymentFlags(config: Config): Promise<FeatureFlags> {
  const flags = await readFlagsFile(flagsFile(config));
  const { overrides, problems } = parseFlagOverrides(
    config.FEATURE_FLAGS,
    flags.map((flag) => flag.key),
  );
  return { flags, overrides, problems, environment: config.NODE_ENV };
}

/** Whether a flag is on here; an undeclared key is off. */
export function flagStatus(flags: FeatureFlags, key: string): FeatureFlagStatus {
  return { key, enabled: resolveFlag(key, flags.flags, flags.overrides, flags.environment) };
}
