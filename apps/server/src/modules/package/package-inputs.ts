/**
 * Everything a build reads, through other modules' services: the filled forms, the declaration, the
 * documents with their translations, who the applicant is and where the package goes.
 */
import type { Locale } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../adapters/storage';
import { type CaseRow, findCaseById } from '../cases';
import { findAccountById, type SafeAddress, safeAddressOf } from '../accounts';
import { caseApplicantFullName, fillCaseFormFiles } from '../forms';
import { caseOwnerOf, findOwnerNamedAnswers } from '../questionnaire';
import type { DeclarationSource } from '../declaration';
import { type EvidenceItem, type EvidenceSource, evidenceTitle } from '../review';
import { findPersonalInfo } from '../workspace';
import type { PackageInput } from './assemble-package';
import { filingCaseType, filingInstructions, loadFilingContent } from './filing-instructions';
import { loadFormInstructions } from './form-instructions';
import { loadSignPages } from './sign-pages';

export interface PackageSources {
  db: Db;
  config: Config;
  storage: FileStorage;
  declarations: DeclarationSource;
  evidence: EvidenceSource;
}

export { safeAddressOf };

export function addressLines(address: SafeAddress): string[] {
  return [
    ...(address.inCareOf ? [`c/o ${address.inCareOf}`] : []),
    [address.street, address.unit].filter(Boolean).join(', '),
    `${address.city}, ${address.state} ${address.zip}`,
  ];
}

/** The state of residence from the legal answers (two letters), when answered. */
export async function stateOfResidence(db: Db, caseRow: CaseRow): Promise<string | null> {
  const named = await findOwnerNamedAnswers(db, caseOwnerOf({ accountId: caseRow.accountId }), 'legal');
  if (!named) return null;
  const ids = [...named.names]
    .filter(([, name]) => name === 'state' || name.endsWith('.state'))
    .map(([id]) => id);
  const answer = named.answers.find((candidate) => ids.includes(candidate.questionId));
  const value = typeof answer?.response === 'string' ? answer.response.trim() : '';
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/**
 * The exhibit's line in the index and on its tab, in English for USCIS: what it is and whose it is. A
 * translation names the document it translates; the translator's certificate is signed on paper and
 * placed with it, so the title does not call it certified.
 */
export function exhibitTitle(item: EvidenceItem, items: readonly EvidenceItem[]): string {
  if (item.kind !== 'translation') return evidenceTitle(item, 'en');
  const original = items.find((candidate) => candidate.id === item.translationOf);
  return `English translation of ${evidenceTitle(original ?? item, 'en')}`;
}

/** Documents in exhibit order: each original followed by its translation. */
export function exhibitOrder(items: readonly EvidenceItem[]): EvidenceItem[] {
  const translations = new Map(
    items.filter((item) => item.translationOf).map((item) => [item.translationOf!, item]),
  );
  return items
    .filter((item) => item.kind !== 'translation')
    .flatMap((item) => {
      const translation = translations.get(item.id);
      return translation ? [item, translation] : [item];
    });
}

export async function gatherPackageInput(
  sources: PackageSources,
  caseId: string,
  date: Date,
  progress: (percent: number) => Promise<void>,
): Promise<{ input: PackageInput; caseRow: CaseRow }> {
  const caseRow = await findCaseById(sources.db, caseId);
  if (!caseRow) throw new Error('Case not found for package build');
  const account = await findAccountById(sources.db, caseRow.accountId);
  const locale: Locale = account?.locale === 'es' ? 'es' : 'en';
  const profile = await findPersonalInfo(sources.db, caseId);
  const formsDeps = { db: sources.db, contentDir: sources.config.CONTENT_DIR, now: () => date };
  // One full name everywhere: the cover letter names the applicant as the forms do (with the middle name).
  const applicantName =
    (await caseApplicantFullName(formsDeps, caseRow)) ??
    (profile
      ? `${profile.name} ${profile.lastName}`
      : account
        ? `${account.name} ${account.lastName}`.trim()
        : '');
  const safeAddress = safeAddressOf(account?.safeContact);

  const forms = await fillCaseFormFiles(
    {
      db: sources.db,
      contentDir: sources.config.CONTENT_DIR,
      now: () => date,
    },
    caseRow,
  );
  await progress(30);
  const declaration = await sources.declarations.findDeclaration(
    sources.db,
    caseId,
    locale,
    sources.config,
    date,
  );
  const evidence = exhibitOrder(
    await sources.evidence.listEvidence(sources.db, caseId, sources.config.CONTENT_DIR),
  );
  const exhibits: { title: string; pdf: Uint8Array }[] = [];
  for (const item of evidence) {
    const stored = await sources.storage.get(item.storageKey);
    exhibits.push({ title: exhibitTitle(item, evidence), pdf: stored.bytes });
  }
  await progress(60);

  const caseType = filingCaseType(caseRow.strategy);
  const content = await loadFilingContent(sources.config.CONTENT_DIR);
  const office = caseType
    ? filingInstructions(content, caseType, await stateOfResidence(sources.db, caseRow), 'en')
    : null;
  return {
    caseRow,
    input: {
      locale,
      date,
      applicantName,
      returnAddress: safeAddress ? addressLines(safeAddress) : [],
      officeAddress: office?.mail ?? [],
      forms: await Promise.all(
        forms.map(async (form) => {
          const instructions = await loadFormInstructions(sources.config.CONTENT_DIR, form.formId);
          return {
            id: form.id,
            formId: form.formId,
            ...(form.person === undefined ? {} : { person: form.person }),
            ...(form.category === undefined ? {} : { category: form.category }),
            title: form.title,
            pdf: form.pdf,
            printedPages: form.pages,
            continued: form.continued,
            ...(instructions === null ? {} : { instructions }),
          };
        }),
      ),
      declaration: declaration?.pdf ?? null,
      exhibits,
      signPages: await loadSignPages(sources.config.CONTENT_DIR),
    },
  };
}
