/**
 * Feature flags: declared with a default in `content/feature-flags.yaml`, optionally overridden per
 * environment in that file, and at run time by the `FEATURE_FLAGS` variable
 * (`FEATURE_FLAGS=salud-total-card=on,other=off`). The variable wins over the file so an operator can
 * switch a flag without a release; an undeclared flag is always off.
 */
import { z } from 'zod';

export const FLAG_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type FlagEnvironment = (typeof FLAG_ENVIRONMENTS)[number];

const FLAG_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A flag key: lower-case words joined by dashes, e.g. `salud-total-card`. */
export const featureFlagKeySchema = z
  .string()
  .regex(FLAG_KEY, { message: 'Use lower-case words joined by dashes' });

export const featureFlagSchema = z
  .object({
    key: featureFlagKeySchema,
    description: z.string().trim().min(1),
    /** The default in every environment without its own value. */
    enabled: z.boolean(),
    environments: z.partialRecord(z.enum(FLAG_ENVIRONMENTS), z.boolean()).optional(),
  })
  .strict();
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** The flags file: every flag once. */
export const featureFlagsFileSchema = z
  .object({ flags: z.array(featureFlagSchema) })
  .strict()
  .superRefine(({ flags }, context) => {
    const seen = new Set<string>();
    flags.forEach((flag, index) => {
      if (seen.has(flag.key))
        context.addIssue({
          code: 'custom',
          path: ['flags', index, 'key'],
          message: `Duplicate flag ${flag.key}`,
        });
      seen.add(flag.key);
    });
  });
export type FeatureFlagsFile = z.infer<typeof featureFlagsFileSchema>;

/** Run-time overrides by flag key. */
export type FeatureFlagOverrides = Readonly<Record<string, boolean>>;

const ON = new Set(['on', 'true', '1', 'yes']);
const OFF = new Set(['off', 'false', '0', 'no']);

export interface ParsedFlagOverrides {
  readonly overrides: FeatureFlagOverrides;
  /** Entries that were ignored, for a warning at start-up. */
  readonly problems: readonly string[];
}

/**
 * Reads `key=on,other=off` (also true/false, 1/0, yes/no; spaces ignored). Malformed entries are ignored
 * and reported, and so are keys not in `knownKeys` when it is given; the last entry for a key wins.
 */
export function parseFlagOverrides(
  text: string | undefined,
  knownKeys?: Iterable<string>,
): ParsedFlagOverrides {
  const known = knownKeys === undefined ? null : new Set(knownKeys);
  const overrides: Record<string, boolean> = {};
  const problems: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [key = '', value = '', ...rest] = entry.split('=').map((part) => part.trim());
    const normalized = value.toLowerCase();
    if (rest.length > 0 || !FLAG_KEY.test(key) || !(ON.has(normalized) || OFF.has(normalized))) {
      problems.push(`Ignored "${entry}": write key=on or key=off`);
      continue;
    }
    if (known !== null && !known.has(key)) {
      problems.push(`Ignored "${entry}": no flag ${key} is declared`);
      continue;
    }
    overrides[key] = ON.has(normalized);
  }
  return { overrides, problems };
}

function asOverrides(envOverrides: FeatureFlagOverrides | string | undefined): FeatureFlagOverrides {
  return typeof envOverrides === 'string' || envOverrides === undefined
    ? parseFlagOverrides(envOverrides).overrides
    : envOverrides;
}

/**
 * Whether a flag is on: the run-time override, else the file's value for the environment, else the
 * file's default. A key the file does not declare is off whatever the overrides say.
 */
export function resolveFlag(
  key: string,
  fileFlags: readonly FeatureFlag[],
  envOverrides: FeatureFlagOverrides | string | undefined,
  environment?: FlagEnvironment,
): boolean {
  const flag = fileFlags.find((candidate) => candidate.key === key);
  if (flag === undefined) return false;
  const overrides = asOverrides(envOverrides);
  const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
  if (override !== undefined) return override;
  const forEnvironment = environment === undefined ? undefined : flag.environments?.[environment];
  return forEnvironment ?? flag.enabled;
}

/** Every declared flag resolved, e.g. for the web app's first load. */
export function resolveFlags(
  fileFlags: readonly FeatureFlag[],
  envOverrides: FeatureFlagOverrides | string | undefined,
  environment?: FlagEnvironment,
): Record<string, boolean> {
  const overrides = asOverrides(envOverrides);
  return Object.fromEntries(
    fileFlags.map((flag) => [flag.key, resolveFlag(flag.key, fileFlags, overrides, environment)]),
  );
}
