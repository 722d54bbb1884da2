import type { Locale } from '@camino/contracts';
import { activationTemplate } from './activation';
import { passwordChangedTemplate } from './password-changed';
import { passwordResetTemplate } from './password-reset';
import { signUpAttemptTemplate } from './sign-up-attempt';
import { packageReadyTemplate } from './package-ready';
import { paymentFailedTemplate } from './payment-failed';
import { paymentReceiptTemplate } from './payment-receipt';
import type { RenderedTemplate } from './template';
import { upcomingDateTemplate } from './upcoming-date';
import { workPermitOpenTemplate } from './work-permit-open';

export const TEMPLATES = {
  activation: activationTemplate,
  'password-reset': passwordResetTemplate,
  'password-changed': passwordChangedTemplate,
  'sign-up-attempt': signUpAttemptTemplate,
  'payment-receipt': paymentReceiptTemplate,
  'payment-failed': paymentFailedTemplate,
  'package-ready': packageReadyTemplate,
  'work-permit-open': workPermitOpenTemplate,
  'upcoming-date': upcomingDateTemplate,
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateParams<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]['en']>[0];

export function renderTemplate<N extends TemplateName>(
  name: N,
  locale: Locale,
  params: TemplateParams<N>,
): RenderedTemplate {
  return (TEMPLATES[name][locale] as (params: TemplateParams<N>) => RenderedTemplate)(params);
}
