/** Request and response schemas of the platform endpoints (health, readiness, client config, short URLs). */
import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** Each dependency the readiness check looks at, true when it is usable. */
export const readinessChecksSchema = z.object({
  database: z.boolean(),
  migrations: z.boolean(),
  jobs: z.boolean(),
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

export const readinessSchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });
export type Readiness = z.infer<typeof readinessSchema>;

/** What the browser needs to know about this deployment before it renders anything. */
export const clientConfigSchema = z.object({
  /** Development-only pages (the design system) are reachable. */
  devPages: z.boolean(),
  /** The development outbox (`/api/dev/outbox` and its page) is reachable. */
  outbox: z.boolean(),
  /** Social sign-in providers configured on this deployment (google, facebook, apple); the others' buttons are hidden. */
  socialProviders: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Same rule as the `/short-url/:slugId` page parameter. */
export const shortUrlSlugSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const shortUrlParamsSchema = z.object({ slug: shortUrlSlugSchema });
export type ShortUrlParams = z.infer<typeof shortUrlParamsSchema>;

export const shortUrlSchema = z.object({
  /** A path inside the product (with its locale prefix) or an absolute https URL. */
  target: z.string(),
});
export type ShortUrl = z.infer<typeof shortUrlSchema>;
