import type { Locale } from '@camino/contracts';

export interface RenderedTemplate {
  subject: string;
  /** Email body, plain text. */
  email: string;
  /** Kept short: one SMS segment where the link allows. */
  sms: string;
}

export type Template<P> = Record<Locale, (params: P) => RenderedTemplate>;
