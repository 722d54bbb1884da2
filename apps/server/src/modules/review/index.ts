import { type DeclarationSource, declarationSource } from '../declaration';
import type { ServerModule } from '../server-module';
import { caseCompletionPercentage, caseMissingItems } from '../workspace';
import { documentsEvidenceSource, type EvidenceSource } from './evidence-source';
import { isSectionReopened } from './reopened-sections';
import { reviewRoutes } from './routes';
import type { MissingItemsOf, PercentageOf } from './submit-for-preparation';

export {
  documentsEvidenceSource,
  type EvidenceItem,
  type EvidenceSource,
  evidenceTitle,
} from './evidence-source';
export { approveCase, findApproval } from './approve-case';
export { findOpenRequest, sectionsOf } from './review-requests';

/** Seams for tests; each defaults to the real thing. */
export interface ReviewModuleOptions {
  /** The declaration; by default the declaration module's. */
  readonly declarations?: DeclarationSource;
  /** The case's documents; by default the documents module's. */
  readonly evidence?: EvidenceSource;
  /** The dashboard percentage submission requires to be 100; by default the workspace's. */
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
    reopenedSections: isSectionReopened,
    routes: reviewRoutes({
      declarations: options.declarations ?? declarationSource,
      evidence: options.evidence ?? documentsEvidenceSource,
      percentageOf: options.percentageOf ?? dashboardPercentage,
      missingItemsOf: options.missingItemsOf ?? caseMissingItems,
    }),
  };
}

export const reviewModule = createReviewModule();
