/**
 * The server's configuration, parsed once from the environment. Defaults are the embedded mode
 * (PGlite under ./data, workers in-process), so `npm start` works with no variables at all.
 * This is the only module that reads `process.env`.
 */
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Relative paths are resolved against the repository root, wherever the process was started. */
const directory = z
  .string()
  .min(1)
  .transform((value) => path.resolve(REPO_ROOT, value));

const trustProxy = z.string().transform((value): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
});

/** A 256-bit key written in base64. */
const masterKey = z
  .string()
  .transform((value) => Buffer.from(value, 'base64'))
  .refine((key) => key.length === 32, 'expected 32 bytes in base64');

const keyId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'expected letters, digits, - or _');

const retiredKeys = z.string().transform((value, context) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id, key] = entry.includes('=')
        ? [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]
        : [undefined, entry];
      const bytes = Buffer.from(key, 'base64');
      if (bytes.length !== 32 || (id !== undefined && !keyId.safeParse(id).success))
        context.addIssue({ code: 'custom', message: 'expected id=base64 entries of 32-byte keys' });
      return { id, key: bytes };
    }),
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

interface VariableDoc {
  name: string;
  default: string | undefined;
  description: string;
}

const variable = <T extends z.ZodType>(schema: T, fallback: string | undefined, description: string) => ({
  schema,
  fallback,
  description,
});

const VARIABLES = {
  NODE_ENV: variable(
    z.enum(['development', 'test', 'production']),
    'development',
    'development, test or production; production hides development-only pages.',
  ),
  HOST: variable(z.string().min(1), '0.0.0.0', 'Interface the HTTP server listens on.'),
  PORT: variable(integer(0, 65535), '3000', 'Port the HTTP server listens on (0 picks a free port).'),
  PUBLIC_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    'Address users reach the service at; used in links sent by email and SMS and for the payment pop-up. When unset, http://localhost:{PORT}; required in production.',
  ),
  DATA_DIR: variable(directory, './data', 'Directory of local state (the embedded database under db/).'),
  DATABASE_URL: variable(
    z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    undefined,
    'PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR/db is used.',
  ),
  DATABASE_POOL_MAX: variable(integer(1, 1000), '10', 'Maximum PostgreSQL connections per process.'),
  LOG_LEVEL: variable(
    z.enum(LOG_LEVELS),
    'info',
    'pino log level: fatal, error, warn, info, debug, trace or silent.',
  ),
  WEB_DIST_DIR: variable(
    directory,
    'apps/web/dist',
    'Built web app (index.html, assets/, builds/latest.json).',
  ),
  CONTENT_DIR: variable(directory, 'content', 'Content files seeded into the database at start.'),
  FEATURE_FLAGS: variable(
    z.string().optional(),
    undefined,
    'Feature flag overrides, e.g. salud-total-card=on,other=off; they win over content/feature-flags.yaml.',
  ),
  RUN_WORKERS: variable(booleanString, 'true', 'Run background job workers inside the HTTP process.'),
  TRUST_PROXY: variable(
    trustProxy,
    'false',
    'Trust X-Forwarded-* headers: true, false, a hop count or a comma-separated list of proxy addresses.',
  ),
  SHUTDOWN_TIMEOUT_MS: variable(
    integer(100, 600_000),
    '9000',
    'Time allowed for a graceful stop before the process exits with an error.',
  ),
  JOB_EXPIRE_SECONDS: variable(
    integer(1, 86_399),
    '900',
    'A job still active after this long is considered lost (e.g. its process crashed) and retried.',
  ),
  JOB_RETRY_LIMIT: variable(
    integer(0, 100),
    '3',
    'Retries of a failed or expired job before it is marked failed.',
  ),
  JOB_MAINTENANCE_INTERVAL_SECONDS: variable(
    integer(1, 3600),
    '60',
    'How often expired jobs are looked for and old jobs archived.',
  ),
  AUTH_TOKEN_SECRET: variable(
    z.string().min(32, 'expected at least 32 characters').optional(),
    undefined,
    'Secret signing access tokens (HS256); when unset a random key is generated once and kept in DATA_DIR/auth.',
  ),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: variable(integer(60, 86_400), '900', 'Lifetime of an access token.'),
  AUTH_REFRESH_TOKEN_TTL_SECONDS: variable(
    integer(300, 31_536_000),
    '604800',
    'Lifetime of a refresh token (each use replaces it with a new one).',
  ),
  AUTH_REFRESH_GRACE_SECONDS: variable(
    integer(0, 300),
    '30',
    'A refresh token used again this soon after its rotation (two tabs, a retried request) gets the same new token instead of ending the session.',
  ),
  AUTH_TEMP_SESSION_TTL_SECONDS: variable(
    integer(300, 31_536_000),
    '604800',
    'Lifetime of the temporary session of a visitor answering the eligibility questionnaire.',
  ),
  AUTH_LOGIN_MAX_FAILURES: variable(
    integer(1, 1000),
    '5',
    'Failed logins for one email or phone within AUTH_LOGIN_WINDOW_SECONDS before it is locked.',
  ),
  AUTH_LOGIN_IP_MAX_FAILURES: variable(
    integer(1, 100_000),
    '20',
    'Failed logins from one address within AUTH_LOGIN_WINDOW_SECONDS before it is locked.',
  ),
  AUTH_LOGIN_WINDOW_SECONDS: variable(
    integer(1, 86_400),
    '900',
    'Window in which failed logins are counted.',
  ),
  AUTH_LOCKOUT_SECONDS: variable(integer(1, 86_400), '900', 'How long a locked login stays locked.'),
  AUTH_PASSWORD_RESET_MAX_ATTEMPTS: variable(
    integer(1, 1000),
    '3',
    'Password reset requests per email or address within 10 minutes before further ones are refused.',
  ),
  AUTH_PASSWORD_RESET_TTL_SECONDS: variable(
    integer(60, 86_400),
    '3600',
    'Lifetime of a password reset link.',
  ),
  PASSWORD_HASH_MEMORY_KIB: variable(
    integer(1024, 4_194_304),
    // 46 MiB: OWASP's argon2id baseline; with three passes a hash costs well over 50 ms on a
    // two-core machine, which is what makes a stolen hash expensive to guess.
    '47104',
    'argon2id memory cost of a password hash, in KiB.',
  ),
  PASSWORD_HASH_TIME_COST: variable(integer(1, 100), '3', 'argon2id iterations of a password hash.'),
  SMTP_URL: variable(
    z.url({ protocol: /^smtps?$/ }).optional(),
    undefined,
    'SMTP server for email (smtp:// or smtps://, credentials in the URL); when unset email goes to the outbox.',
  ),
  MAIL_FROM: variable(z.string().min(3), 'Camino <no-reply@camino.local>', 'Sender of every email.'),
  TWILIO_ACCOUNT_SID: variable(
    z.string().min(1).optional(),
    undefined,
    'Twilio account for SMS; when unset (or without token and sender) SMS go to the outbox.',
  ),
  TWILIO_AUTH_TOKEN: variable(z.string().min(1).optional(), undefined, 'Twilio auth token.'),
  TWILIO_FROM: variable(
    z.string().min(1).optional(),
    undefined,
    'Sender number (E.164) or messaging service SID.',
  ),
  TWILIO_API_BASE: variable(
    z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, '')),
    'https://api.twilio.com',
    "Base address of Twilio's REST API.",
  ),
  GOOGLE_CLIENT_ID: variable(
    z.string().min(1).optional(),
    undefined,
    'Google sign-in client id; enables Google when set with the secret.',
  ),
  GOOGLE_CLIENT_SECRET: variable(z.string().min(1).optional(), undefined, 'Google sign-in client secret.'),
  GOOGLE_ISSUER: variable(z.url(), 'https://accounts.google.com', 'OpenID issuer of Google sign-in.'),
  FACEBOOK_CLIENT_ID: variable(
    z.string().min(1).optional(),
    undefined,
    'Facebook app id; enables Facebook when set with the secret.',
  ),
  FACEBOOK_CLIENT_SECRET: variable(z.string().min(1).optional(), undefined, 'Facebook app secret.'),
  FACEBOOK_AUTHORIZATION_URL: variable(
    z.url(),
    'https://www.facebook.com/v21.0/dialog/oauth',
    'Facebook login dialog address.',
  ),
  FACEBOOK_GRAPH_URL: variable(
    z.url().transform((value) => value.replace(/\/+$/, '')),
    'https://graph.facebook.com/v21.0',
    'Facebook Graph API base (token exchange and /me).',
  ),
  APPLE_CLIENT_ID: variable(
    z.string().min(1).optional(),
    undefined,
    'Sign in with Apple services id; enables Apple when set with the secret.',
  ),
  APPLE_CLIENT_SECRET: variable(
    z.string().min(1).optional(),
    undefined,
    'Sign in with Apple client secret (the ES256 JWT Apple expects, renewed at most every six months).',
  ),
  APPLE_TEAM_ID: variable(
    z.string().min(1).optional(),
    undefined,
    'Apple developer team id; with APPLE_KEY_ID and APPLE_PRIVATE_KEY the client secret is signed here instead.',
  ),
  APPLE_KEY_ID: variable(
    z.string().min(1).optional(),
    undefined,
    'Id of the Sign in with Apple private key.',
  ),
  APPLE_PRIVATE_KEY: variable(
    z
      .string()
      .min(1)
      .transform((value) => value.replaceAll('\\n', '\n'))
      .optional(),
    undefined,
    'Sign in with Apple private key (PKCS#8 PEM; \\n escapes allowed).',
  ),
  APPLE_ISSUER: variable(z.url(), 'https://appleid.apple.com', 'OpenID issuer of Sign in with Apple.'),
  CRM_API_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    'Customer-relationship service that receives leads (POST {url}/lead); when unset leads stay in the leads table.',
  ),
  CRM_API_TOKEN: variable(
    z.string().min(1).optional(),
    undefined,
    'Bearer token of the customer-relationship service.',
  ),
  WRAPPER_API_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    'Wrapper service of the intake records (GET {url}/clientInfo/{case}, PATCH {url}/update-intake); when unset the progress stays in the crm_sync_deliveries table.',
  ),
  WRAPPER_API_TOKEN: variable(
    z.string().min(1).optional(),
    undefined,
    'Bearer token of the wrapper service.',
  ),
  HEALTH_PARTNER_API_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    'Health-assessment partner service that receives authorized referrals (POST {url}/refer-client); when unset referrals stay in the health_partner_referrals table.',
  ),
  HEALTH_PARTNER_API_TOKEN: variable(
    z.string().min(1).optional(),
    undefined,
    'Bearer token of the health-assessment partner service.',
  ),
  HEALTH_PARTNER_CALLBACK_TOKEN: variable(
    z.string().min(24).optional(),
    undefined,
    'Bearer token the health-assessment partner presents when it returns an evaluation (POST /api/salud-total/evaluations); when unset that endpoint answers 404.',
  ),
  LIBRETRANSLATE_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    "LibreTranslate-compatible service that drafts the English translation of a declaration written in Spanish (POST {url}/translate); when unset the applicant's translator types or uploads it.",
  ),
  LIBRETRANSLATE_API_KEY: variable(
    z.string().min(1).optional(),
    undefined,
    'API key of the LibreTranslate service, if it asks for one.',
  ),
  CHAT_MODEL_API_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    "OpenAI-compatible chat-completions service (POST {url}/chat/completions) that words the consultation's answers from the retrieved passages; when unset answers are composed from the passages on the server and nothing leaves it.",
  ),
  CHAT_MODEL_API_KEY: variable(
    z.string().min(1).optional(),
    undefined,
    'Bearer key of the chat-completions service, if it asks for one.',
  ),
  CHAT_MODEL_NAME: variable(
    z.string().min(1),
    'gpt-4o-mini',
    'Model name sent to the chat-completions service.',
  ),
  PAGE_CATALOGS_DIR: variable(
    directory,
    'apps/web/src/locales',
    "The web app's page catalogs (en/, es/ and en.json, es.json) the consultation searches with content/.",
  ),
  FILES_MASTER_KEY: variable(
    masterKey.optional(),
    undefined,
    'Master key (base64, 32 bytes) wrapping the per-file keys of stored files; when unset a random key is generated once and kept in DATA_DIR/keys.',
  ),
  FILES_MASTER_KEY_ID: variable(
    keyId.optional(),
    undefined,
    'Id recorded with each file sealed under FILES_MASTER_KEY; defaults to a fingerprint of the key.',
  ),
  FILES_RETIRED_MASTER_KEYS: variable(
    retiredKeys.optional(),
    undefined,
    'Earlier master keys still able to open old files after a rotation: comma-separated id=base64 entries.',
  ),
  FILES_BUCKET: variable(
    z.string().min(3).max(63).optional(),
    undefined,
    'When set, stored files (sealed as locally) go to this bucket of an S3-compatible object store instead of DATA_DIR/files; credentials come from the AWS SDK (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine role).',
  ),
  FILES_BUCKET_ENDPOINT: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    undefined,
    'Address of an S3-compatible store other than AWS (MinIO, Ceph...); objects are then addressed by path.',
  ),
  FILES_BUCKET_REGION: variable(z.string().min(1), 'us-east-1', 'Region of the FILES_BUCKET bucket.'),
  FILES_BUCKET_PREFIX: variable(
    z
      .string()
      .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/, 'expected lowercase folders ending with /')
      .optional(),
    undefined,
    'Folder inside FILES_BUCKET under which the files are kept (for example camino/), so a bucket can serve several deployments.',
  ),
  STAGING_ALLOW_SANDBOX_PAYMENTS: variable(
    booleanString,
    'false',
    'Staging only: lets a production build take sandbox payments (no card is ever charged). Never set it where real applicants pay.',
  ),
  PAYMENTS_PROVIDER: variable(
    z.enum(['sandbox', 'stripe']),
    'sandbox',
    'Who takes card payments: sandbox (a checkout page served by Camino, test cards only) or stripe.',
  ),
  STRIPE_SECRET_KEY: variable(
    z.string().min(1).optional(),
    undefined,
    'Stripe secret API key (sk_live_… or sk_test_…); required when PAYMENTS_PROVIDER=stripe.',
  ),
  STRIPE_WEBHOOK_SECRET: variable(
    z.string().min(1).optional(),
    undefined,
    'Signing secret (whsec_…) of the Stripe webhook endpoint POST /api/payment/webhook/stripe; required with stripe.',
  ),
  STRIPE_API_BASE: variable(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    undefined,
    "Base address of Stripe's API when it is not https://api.stripe.com (tests point it at a local server).",
  ),
  INSTALLMENT_RETRY_DAYS: variable(
    z
      .string()
      .regex(/^\d{1,3}(,\d{1,3})*$/, 'expected comma-separated whole days, e.g. 1,3,7')
      .transform((value) => value.split(',').map(Number)),
    '1,3,7',
    "Days after a failed installment's first charge when the saved card is tried again (1,3,7: the next day, then 3 and 7 days after).",
  ),
  INSTALLMENT_SWEEP_INTERVAL_SECONDS: variable(
    integer(60, 86_400),
    '3600',
    'How often the job looks for installments due or to retry, besides the job queued for each due date.',
  ),
  UPLOAD_EXPIRY_SECONDS: variable(
    integer(60, 604_800),
    '86400',
    'An upload not finished this long after it started is removed, with the pieces already received.',
  ),
  UPLOAD_SWEEP_INTERVAL_SECONDS: variable(
    integer(60, 86_400),
    '3600',
    'How often the job looks for unfinished uploads past UPLOAD_EXPIRY_SECONDS.',
  ),
  API_DOCS: variable(
    booleanString.optional(),
    undefined,
    'Serve the API description at /api/docs; when unset, served except with NODE_ENV=production.',
  ),
} as const;

type Variables = typeof VARIABLES;
type Parsed = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

export type Config = Omit<Parsed, 'PUBLIC_URL'> & {
  /** PUBLIC_URL, or http://localhost:{PORT} when it is unset. */
  PUBLIC_URL: string;
  isProduction: boolean;
  /** Where PGlite keeps its files when DATABASE_URL is unset. */
  pgliteDir: string;
};

/** Name, default and meaning of every variable; the README table is checked against it. */
export const CONFIG_VARIABLES: readonly VariableDoc[] = Object.entries(VARIABLES).map(([name, spec]) => ({
  name,
  default: spec.fallback,
  description: spec.description,
}));

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Settings that are fine on a laptop and unsafe with real applicants: links to localhost, messages
 * kept in a local outbox instead of sent, a sandbox that takes no money, and secrets generated on
 * one machine's disk that the other processes would not share.
 */
function productionProblems(parsed: Parsed): string[] {
  const problems: string[] = [];
  if (!parsed.PUBLIC_URL)
    problems.push('PUBLIC_URL: required in production (links in messages and the payment pop-up use it)');
  if (parsed.PAYMENTS_PROVIDER === 'sandbox' && !parsed.STAGING_ALLOW_SANDBOX_PAYMENTS)
    problems.push(
      'PAYMENTS_PROVIDER: the sandbox takes no real payments; set PAYMENTS_PROVIDER=stripe (a staging deployment may set STAGING_ALLOW_SANDBOX_PAYMENTS=true)',
    );
  if (parsed.PAYMENTS_PROVIDER === 'stripe' && (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_WEBHOOK_SECRET))
    problems.push('STRIPE_SECRET_KEY: Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (!parsed.SMTP_URL)
    problems.push('SMTP_URL: unset, so email would go to the development outbox instead of being sent');
  if (!parsed.TWILIO_ACCOUNT_SID || !parsed.TWILIO_AUTH_TOKEN || !parsed.TWILIO_FROM)
    problems.push(
      'TWILIO_ACCOUNT_SID: with TWILIO_AUTH_TOKEN and TWILIO_FROM unset, text messages would go to the development outbox',
    );
  if (!parsed.AUTH_TOKEN_SECRET)
    problems.push(
      "AUTH_TOKEN_SECRET: unset, so a signing key would be generated on this machine's disk, which other processes do not share",
    );
  if (!parsed.FILES_MASTER_KEY)
    problems.push(
      "FILES_MASTER_KEY: unset, so a files key would be generated on this machine's disk, which other processes do not share",
    );
  return problems;
}

/** Variables whose values may hold secrets or credentials: never repeated in an error. */
const SECRET_VARIABLE = /SECRET|KEY|TOKEN|PASSWORD|_URL$|_SID$/;

type Environment = Readonly<Record<string, string | undefined>>;

/** Parses the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Environment = process.env): Config {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(VARIABLES)) {
    const raw = env[name] === '' ? undefined : env[name];
    const result = (spec.schema as z.ZodType).safeParse(raw ?? spec.fallback);
    if (result.success) {
      values[name] = result.data;
    } else {
      const reason = result.error.issues.map((issue) => issue.message).join('; ');
      const got =
        raw === undefined
          ? 'nothing'
          : SECRET_VARIABLE.test(name)
            ? 'a value withheld here'
            : JSON.stringify(raw);
      problems.push(`${name}: ${reason} (got ${got})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const parsed = values as Parsed;
  if (parsed.NODE_ENV === 'production') {
    const unsafe = productionProblems(parsed);
    if (unsafe.length > 0) throw new ConfigError(unsafe);
  }
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    isProduction: parsed.NODE_ENV === 'production',
    pgliteDir: path.join(parsed.DATA_DIR, 'db'),
  };
}
