import type { ServerModule } from '../server-module';
import { caseCompletionPercentage, caseMissingItems } from '../workspace';
import { type DeclarationSource, emptyDeclarationSource } from './declaration-source';
import { documentsEvidenceSource, type EvidenceSource } from './evidence-source';
import { reviewRoutes } from './routes';
import type { MissingItemsOf, PercentageOf } from './submit-for-preparation';

export { type CaseDeclaration, type DeclarationSource, emptyDeclarationSource } from './declaration-source';
export { documentsEvidenceSource, type EvidenceItem, type EvidenceSource } from './evidence-source';
export { isSectionReopened } from './reopened-sections';
export { approveCase, findApproval } from './approve-case';
export { findOpenRequest, sectionsOf } from './review-requests';

export interface ReviewModuleOptions {
  /** The declaration; review shows none until the declaration module provides it. */
  readonly declarations?: DeclarationSource;
  readonly evidence?: EvidenceSource;
  /** The dashboard percentage submission requires to be 100. */
  readonly percentageOf?: PercentageOf;
  /** What submission and the end of a correction require to be empty. */
  readonly missingItemsOf?: MissingItemsOf;
}

const dashboardPercentage: PercentageOf = async (db, caseRow, progress) =>
  (await caseCompletionPercentage(db, progress, caseRow)).completionPercentage;

/** Submitting for preparation, the initial and final reviews, correction requests and approval. */
export function createReviewModule(options: ReviewModuleOptions = {}): ServerModule {
  return {
    name: 'review',
    routes: reviewRoutes({
      declarations: options.declarations ?? emptyDeclarationSource,
      evidence: options.evidence ?? documentsEvidenceSource,
      percentageOf: options.percentageOf ?? dashboardPercentage,
      missingItemsOf: options.missingItemsOf ?? caseMissingItems,
    }),
  };
}

export const reviewModule = createReviewModule();
