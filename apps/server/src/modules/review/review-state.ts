/** GET review: where the review stands, with the forms, the declaration and the evidence it shows. */
import { type Locale, REVIEW_SECTIONS, type ReviewState } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { caseFormsInfo } from '../forms';
import { findApproval } from './approve-case';
import { confirmedSections } from './confirm-section';
import type { DeclarationSource } from '../declaration';
import { type EvidenceSource, evidenceTitle } from './evidence-source';
import { findOpenRequest, sectionsOf } from './review-requests';
import { isCorrectionStep, reviewOfStep } from './review-of-step';

export interface ReviewDeps {
  db: Db;
  contentDir: string;
  config: Config;
  declarations: DeclarationSource;
  evidence: EvidenceSource;
  now: () => Date;
}

export async function getReviewState(
  deps: ReviewDeps,
  caseRow: CaseRow,
  locale: Locale,
): Promise<ReviewState> {
  const review = reviewOfStep(caseRow.step);
  const [forms, declaration, evidence, approval, open, confirmed] = await Promise.all([
    caseFormsInfo({ db: deps.db, contentDir: deps.contentDir, now: deps.now }, caseRow),
    deps.declarations.findDeclaration(deps.db, caseRow.id, locale, deps.config, deps.now()),
    deps.evidence.listEvidence(deps.db, caseRow.id, deps.contentDir),
    findApproval(deps.db, caseRow.id),
    findOpenRequest(deps.db, caseRow.id),
    review ? confirmedSections(deps.db, caseRow.id, review) : Promise.resolve(new Set<string>()),
  ]);
  const reopened = new Set(open ? sectionsOf(open) : []);
  return {
    review,
    correcting: isCorrectionStep(caseRow.step),
    approved: approval !== null,
    sections: REVIEW_SECTIONS.map((section) => ({
      section,
      confirmed: confirmed.has(section),
      reopened: reopened.has(section),
    })),
    forms: forms.map((form) => ({ id: form.id, title: form.title[locale], pages: form.pages })),
    declaration: {
      available: declaration !== null,
      paragraphs: [...(declaration?.paragraphs ?? [])],
      untranslatedSections: [...(declaration?.untranslatedSections ?? [])],
    },
    evidence: evidence.map((item) => ({
      id: item.id,
      title: evidenceTitle(item, locale),
      kind: item.kind,
      pages: item.pages,
    })),
  };
}
