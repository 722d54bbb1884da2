import { accountsModule } from './accounts';
import { agreementsModule } from './agreements';
import { casesModule } from './cases';
import { clientConfigModule } from './client-config';
import { consultationModule } from './consultation';
import { crmSyncModule } from './crm-sync';
import { dataSourcesModule } from './data-sources';
import { declarationModule, declarationSource } from './declaration';
import { documentsModule, findConfirmedDocumentData } from './documents';
import { eligibilityModule } from './eligibility';
import { healthPartnerModule } from './health-partner';
import { createFormsModule } from './forms';
import { notificationsModule } from './notifications';
import { createPackageModule } from './package';
import { paymentsModule } from './payments';
import { questionnaireModule } from './questionnaire';
import { referralsModule } from './referrals';
import { createReviewModule } from './review';
import type { ServerModule } from './server-module';
import { shortUrlsModule } from './short-urls';
import { systemModule } from './system';
import { workspaceModule } from './workspace';

const confirmedDocuments = { findConfirmedDocumentData };

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
  createFormsModule({ documents: confirmedDocuments }),
  declarationModule,
  referralsModule,
  crmSyncModule,
  healthPartnerModule,
  consultationModule,
  createReviewModule({ declarations: declarationSource }),
  createPackageModule({ declarations: declarationSource, documents: confirmedDocuments }),
];
