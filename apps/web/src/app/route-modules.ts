import type { ComponentType } from 'react';

export interface RouteModule {
  default: ComponentType;
}

/**
 * One lazy chunk per route id of the contracts route table: a feature's screen, or a route of
 * routes/ that composes it with another feature's pieces. Every path is written from src/ (the
 * budget check and the catalog test read them so).
 */
export const routeModules: Record<string, () => Promise<RouteModule>> = {
  home: () => import('../features/home/home-screen'),
  help: () => import('../features/info/help-screen'),
  login: () => import('../features/auth/login-screen'),
  'about-us': () => import('../features/info/about-us-screen'),
  services: () => import('../features/info/services-screen'),
  resources: () => import('../features/info/resources-screen'),
  'forgot-password': () => import('../features/auth/forgot-password-screen'),
  'set-password': () => import('../features/auth/set-password-screen'),
  'activate-account': () => import('../features/auth/activate-account-screen'),
  'account-activated': () => import('../features/auth/account-activated-screen'),
  'resend-activate-account': () => import('../features/auth/resend-activate-account-screen'),
  'instructions-activate': () => import('../features/auth/instructions-activate-screen'),
  'final-steps': () => import('../features/case/final-steps-screen'),
  'final-steps-landing': () => import('../features/case/final-steps-landing-screen'),
  'success-pay': () => import('../app/routes/success-pay'),
  'preload-salesforce': () => import('../features/referral/preload-salesforce-screen'),
  'short-url': () => import('../features/referral/short-url-screen'),
  referral: () => import('../features/referral/referral-screen'),
  'referral-referred-success': () => import('../features/referral/referral-referred-success-screen'),
  'referral-report-sale-success': () => import('../features/referral/referral-report-sale-success-screen'),
  'pre-questionnaire': () => import('../features/eligibility/pre-questionnaire-screen'),
  questionnaire: () => import('../app/routes/questionnaire'),
  'great-news': () => import('../app/routes/great-news'),
  'create-account': () => import('../features/auth/create-account-screen'),
  'explore-your-options': () => import('../features/eligibility/explore-your-options-screen'),
  'explore-your-options-strategy': () =>
    import('../features/eligibility/explore-your-options-strategy-screen'),
  'eligibility-confirmation': () => import('../features/eligibility/eligibility-confirmation-screen'),
  'no-eligibility-submit': () => import('../features/eligibility/no-eligibility-submit-screen'),
  'no-eligibility-confirmation': () => import('../features/eligibility/no-eligibility-confirmation-screen'),
  'talk-to-a-lawyer': () => import('../features/eligibility/talk-to-a-lawyer-screen'),
  'legal-sections': () => import('../features/forms/legal-sections-screen'),
  'declaration-sections': () => import('../features/declaration/declaration-sections-screen'),
  'plan-selection': () => import('../app/routes/plan-selection'),
  'change-password': () => import('../features/auth/change-password-screen'),
  'confirmation-st': () => import('../features/partners/confirmation-st-screen'),
  'announcements-st': () => import('../features/partners/announcements-st-screen'),
  'submission-error-st': () => import('../features/partners/submission-error-st-screen'),
  'cancel-pay': () => import('../features/payment/cancel-pay-screen'),
  'pending-pay': () => import('../features/payment/pending-pay-screen'),
  'payment-options': () => import('../features/payment/payment-options-screen'),
  'old-pay': () => import('../features/payment/old-pay-screen'),
  pay: () => import('../features/payment/pay-screen'),
  contract: () => import('../features/contract/contract-screen'),
  'my-profile': () => import('../app/routes/my-profile'),
  declaration: () => import('../features/declaration/declaration-screen'),
  derivatives: () => import('../app/routes/derivatives'),
  'review-forms': () => import('../features/forms/review-forms-screen'),
  'download-case': () => import('../app/routes/download-case'),
  'legal-landing': () => import('../features/forms/legal-landing-screen'),
  'personal-info': () => import('../features/profile/personal-info-screen'),
  'document-merge': () => import('../features/documents/document-merge-screen'),
  'review-landing': () => import('../app/routes/review-landing'),
  congratulations: () => import('../features/case/congratulations-screen'),
  'document-upload': () => import('../features/documents/document-upload-screen'),
  'forms-checklist': () => import('../features/forms/forms-checklist-screen'),
  'legal-questions': () => import('../app/routes/legal-questions'),
  'document-landing': () => import('../app/routes/document-landing'),
  'my-request': () => import('../features/requests/my-request-screen'),
  'my-request-request': () => import('../features/requests/my-request-request-screen'),
  'submit-your-case': () => import('../app/routes/submit-your-case'),
  'document-checklist': () => import('../features/documents/document-checklist-screen'),
  'document-translate': () => import('../features/documents/document-translate-screen'),
  'edit-form-sections': () => import('../features/forms/edit-form-sections-screen'),
  'fill-document-data': () => import('../features/documents/fill-document-data-screen'),
  'final-instructions': () => import('../features/case/final-instructions-screen'),
  'declaration-landing': () => import('../features/declaration/declaration-landing-screen'),
  'edit-section-answers': () => import('../app/routes/edit-section-answers'),
  'add-additional-evidence': () => import('../features/documents/add-additional-evidence-screen'),
  'declaration-recommendations': () => import('../features/declaration/declaration-recommendations-screen'),
  consultation: () => import('../features/consultation/consultation-screen'),
  signature: () => import('../features/contract/signature-screen'),
  'old-signature': () => import('../features/contract/old-signature-screen'),
  'start-application': () => import('../features/case/start-application-screen'),
  'case-dashboard': () => import('../features/case/case-dashboard-screen'),
  'case-dashboard-prepare-case': () => import('../features/case/case-dashboard-prepare-case-screen'),
  profile: () => import('../features/profile/profile-screen'),
};

export const designSystemModule = (): Promise<RouteModule> => import('../app/routes/design-system');

export const outboxModule = (): Promise<RouteModule> => import('../features/outbox/outbox-screen');
