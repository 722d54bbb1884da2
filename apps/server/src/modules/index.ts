import { accountsModule } from './accounts';
import { createAfterFilingModule } from './after-filing';
import { agreementsModule } from './agreements';
import { casesModule } from './cases';
import { clientConfigModule } from './client-config';
import { consultationModule } from './consultation';
import { crmSyncModule } from './crm-sync';
import { dataSourcesModule } from './data-sources';
import { declarationModule } from './declaration';
import { documentsModule } from './documents';
import { eligibilityModule } from './eligibility';
import { healthPartnerModule } from './health-partner';
import { formsModule, loadGovernmentFees } from './forms';
import { notificationsModule } from './notifications';
import type { HookOrder } from './module-hooks';
import { packageModule } from './package';
import { paymentsModule } from './payments';
import { questionnaireModule } from './questionnaire';
import { referralsModule } from './referrals';
import { reviewModule } from './review';
import type { ServerModule } from './server-module';
import { shortUrlsModule } from './short-urls';
import { systemModule } from './system';
import { workspaceModule } from './workspace';

/** Every module of the server, registered explicitly in this order. */
export const SERVER_MODULES: readonly ServerModule[] = [
  systemModule,
  clientConfigModule,
  shortUrlsModule,
  notificationsModule,
  accountsModule,
  dataSourcesModule,
  questionnaireModule,
  eligibilityModule,
  casesModule,
  paymentsModule,
  agreementsModule,
  workspaceModule,
  documentsModule,
  formsModule,
  declarationModule,
  referralsModule,
  crmSyncModule,
  healthPartnerModule,
  consultationModule,
  reviewModule,
  packageModule,
  createAfterFilingModule({
    annualFees: async (contentDir) =>
      (await loadGovernmentFees(contentDir)).asylum.find((line) => line.per_year === true)?.amounts ?? [],
  }),
];

/**
 * The order each list of hooks runs in; a hook it does not name stops the start, so a new one is placed
 * on purpose. Refusals of a family-members change come before its effects: a complete case is refused
 * before its price is checked, and a removed member's files are queued only once every check passed.
 */
export const HOOK_ORDER: HookOrder = {
  answerWriteGuards: ['forms.read-only-legal-answers'],
  derivativesHooks: ['workspace.read-only', 'payments', 'documents.removed-member-files'],
  derivativesFollowers: ['payments.reprice'],
  tempSessionMigrations: ['account-profile', 'questionnaire-answers', 'referral'],
  quickExitFollowers: ['consultation.forget-questions'],
  approvalHooks: ['package.build'],
};
