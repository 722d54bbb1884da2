/** The declaration's use cases: read it with its guidance, save a section, choose the language, draft a translation, recommend, draw. */
import { AppError, type Strategy } from '@camino/contracts';
import { PDFDocument } from 'pdf-lib';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import type { FileStorage } from '../../adapters/storage';
import type { MachineTranslator } from '../../adapters/translation';
import type { Db } from '../../db/database';
import type { ApplicantCase } from '../cases';
import { type CaseProgressSources, findPersonalInfo, isSectionReadOnly } from '../workspace';
import type { DeclarationContent, DeclarationContentSet } from './declaration-content';
import { renderDeclarationPdf } from './declaration-pdf';
import type { DeclarationView, SectionSaved } from './declaration-schemas';
import {
  findDeclaration,
  saveMachineDrafts,
  saveSectionText,
  type StoredDeclaration,
  type TextKind,
} from './declaration-store';
import { findFormFacts } from './form-facts';
import { type Recommendation, recommendDeclaration } from './recommendations';
import { countWords, paragraphsOf } from './story-text';
import { findTranslationFile } from './translation-file';
import { assertTranslationReady, type CertificateBuilder, joinPdfs } from './translation-package';
import { declarationTranslation, sectionRevisionOf } from './translation-state';

export type Lang = 'en' | 'es';
export type Version = 'original' | 'translation';

export interface DeclarationDeps {
  readonly db: Db;
  /** The translator's certificate, from the documents module; null until it is provided. */
  readonly certificate: CertificateBuilder | null;
  readonly content: () => Promise<DeclarationContentSet>;
  readonly translator: MachineTranslator;
  readonly renderer: PdfRenderer;
  readonly storage: () => Promise<FileStorage>;
}

/** Showing the declaration also says whether it is read-only, which the case's progress decides. */
export interface DeclarationViewDeps extends DeclarationDeps {
  readonly caseProgress: CaseProgressSources;
}

async function contentOf(deps: DeclarationDeps, strategy: Strategy | null): Promise<DeclarationContent> {
  const content = strategy === null ? undefined : (await deps.content()).byStrategy.get(strategy);
  if (content === undefined)
    throw new AppError('NOT_FOUND', {
      detail: 'The declaration is written once the case type is chosen.',
      extensions: { reason: 'case.noStrategy' },
    });
  return content;
}

export function requireSection(content: DeclarationContent, key: string) {
  const section = content.sections.find((candidate) => candidate.key === key);
  if (section === undefined)
    throw new AppError('NOT_FOUND', { detail: `This declaration has no section ${key}.` });
  return section;
}

/** The written language, else the applicant's own. */
const writtenIn = (stored: StoredDeclaration, applicant: ApplicantCase): Lang =>
  stored.language ?? applicant.user.locale;

export async function getDeclaration(
  deps: DeclarationViewDeps,
  applicant: ApplicantCase,
  lang: Lang,
): Promise<DeclarationView> {
  const content = await contentOf(deps, applicant.caseRow.strategy);
  const [stored, readOnly] = await Promise.all([
    findDeclaration(deps.db, applicant.caseRow.id),
    isSectionReadOnly(deps.db, deps.caseProgress, applicant.caseRow, 'declaration'),
  ]);
  const written = stored.language;
  const translation = declarationTranslation(content, stored);
  return {
    strategy: content.strategy,
    title: content.title[lang],
    writtenIn: written,
    readOnly,
    machineTranslation: deps.translator.available,
    translationPackage: deps.certificate !== null,
    translationFile: translation.file,
    sections: content.sections.map((section, index) => {
      const original = stored.original.get(section.key);
      const sectionTranslation = stored.translation.get(section.key);
      const guidance = written ?? lang;
      return {
        key: section.key,
        title: section.title[lang],
        prompts: section.prompts[guidance],
        example: { vague: section.example.vague[guidance], specific: section.example.specific[guidance] },
        minWords: section.minWords,
        incidents: section.incidents,
        optional: section.optional,
        words: countWords(original?.text ?? ''),
        original: {
          text: original?.text ?? '',
          machineDraft: false,
          updatedAt: original?.updatedAt.toISOString() ?? null,
        },
        revision: sectionRevisionOf(stored, section.key),
        translation:
          written === 'es'
            ? {
                text: sectionTranslation?.text ?? '',
                machineDraft: sectionTranslation?.machineDraft ?? false,
                updatedAt: sectionTranslation?.updatedAt.toISOString() ?? null,
                standing: translation.sections[index]!.standing,
              }
            : null,
      };
    }),
  };
}

/**
 * Saves one section's text. A translation records the revision of the original it translates: the one
 * the translator saw when the page sends it back, else the original as it is now.
 */
export async function saveSection(
  deps: DeclarationDeps,
  applicant: ApplicantCase,
  key: string,
  kind: TextKind,
  body: { text: string; translates?: string | undefined },
  now: Date,
): Promise<SectionSaved> {
  const content = await contentOf(deps, applicant.caseRow.strategy);
  requireSection(content, key);
  const translates =
    kind === 'translation'
      ? (body.translates ?? sectionRevisionOf(await findDeclaration(deps.db, applicant.caseRow.id), key))
      : null;
  await saveSectionText(deps.db, {
    caseId: applicant.caseRow.id,
    sectionKey: key,
    kind,
    text: body.text,
    machineDraft: false,
    translates,
    now,
  });
  // The page keeps the answer: the revision a translation must record from now on, and whether the
  // translation just saved (or left behind by a changed original) is current.
  const saved = await findDeclaration(deps.db, applicant.caseRow.id);
  const translation = declarationTranslation(content, saved);
  return {
    savedAt: now.toISOString(),
    words: countWords(body.text),
    revision: sectionRevisionOf(saved, key),
    translationStanding: translation.needed
      ? translation.sections.find((section) => section.key === key)!.standing
      : null,
  };
}

/** Fills every untranslated section with a machine draft, which a translator must review and certify. */
export async function draftTranslation(
  deps: DeclarationDeps,
  applicant: ApplicantCase,
  now: Date,
): Promise<void> {
  const content = await contentOf(deps, applicant.caseRow.strategy);
  if (!deps.translator.available)
    throw new AppError('CONFLICT', {
      detail:
        'No machine translation service is configured; the translator types or uploads the translation.',
      extensions: { reason: 'translation.notConfigured' },
    });
  const stored = await findDeclaration(deps.db, applicant.caseRow.id);
  if (stored.language !== 'es')
    throw new AppError('CONFLICT', {
      detail: 'Only a declaration written in Spanish is translated.',
      extensions: { reason: 'translation.notNeeded' },
    });
  // A person's translation is never replaced; a machine draft of an earlier original is drafted again.
  const pending = content.sections
    .map((section) => section.key)
    .filter((key) => {
      const translation = stored.translation.get(key);
      return (
        (stored.original.get(key)?.text.trim() ?? '') !== '' &&
        (translation === undefined || translation.text.trim() === '' || translation.machineDraft)
      );
    });
  let translated: string[];
  try {
    translated = await deps.translator.translate(
      pending.map((key) => stored.original.get(key)!.text),
      'es',
      'en',
    );
  } catch {
    throw new AppError('UNAVAILABLE', {
      detail: 'The translation service did not answer; try again, or type the translation.',
      extensions: { reason: 'translation.failed' },
    });
  }
  await saveMachineDrafts(
    deps.db,
    applicant.caseRow.id,
    new Map(
      pending.map((key, i) => [key, { text: translated[i]!, translates: sectionRevisionOf(stored, key) }]),
    ),
    now,
  );
}

export async function recommend(
  deps: DeclarationDeps,
  applicant: ApplicantCase,
  lang: Lang,
): Promise<Recommendation[]> {
  const content = await contentOf(deps, applicant.caseRow.strategy);
  const [stored, facts] = await Promise.all([
    findDeclaration(deps.db, applicant.caseRow.id),
    findFormFacts(deps.db, applicant.user.accountId),
  ]);
  return recommendDeclaration({
    content,
    writtenIn: writtenIn(stored, applicant),
    lang,
    texts: Object.fromEntries([...stored.original].map(([key, text]) => [key, text.text])),
    facts,
  });
}

/** The declaration PDF: the original in the language it was written in, or its English translation. */
export async function buildDeclarationPdf(
  deps: DeclarationDeps,
  applicant: ApplicantCase,
  version: Version,
  now: Date,
): Promise<Uint8Array> {
  const set = await deps.content();
  const content = await contentOf(deps, applicant.caseRow.strategy);
  const [stored, profile] = await Promise.all([
    findDeclaration(deps.db, applicant.caseRow.id),
    findPersonalInfo(deps.db, applicant.caseRow.id),
  ]);
  const written = writtenIn(stored, applicant);
  if (version === 'translation' && written !== 'es')
    throw new AppError('NOT_FOUND', { detail: 'A declaration written in English has no translation.' });
  const lang: Lang = version === 'translation' ? 'en' : written;
  const texts = version === 'translation' ? stored.translation : stored.original;
  const machineDraft = version === 'translation' && [...texts.values()].some((text) => text.machineDraft);
  const name = profile
    ? `${profile.name} ${profile.lastName}`
    : `${applicant.user.name} ${applicant.user.lastName}`;
  return renderDeclarationPdf({
    title: content.title[lang],
    words: set.document[lang],
    lang,
    name: name.trim(),
    aNumber: profile?.aNumber ?? null,
    sections: content.sections.map((section) => ({
      title: section.title[lang],
      paragraphs: paragraphsOf(texts.get(section.key)?.text ?? ''),
    })),
    ...(version === 'translation' ? { note: set.document.en.translationNote } : {}),
    ...(machineDraft ? { draftMark: set.document.en.draftMark } : {}),
    signName:
      version === 'translation'
        ? {
            en: `${content.title.en} (English translation)`,
            es: `${content.title.es} (traducción al inglés)`,
          }
        : written === 'es'
          ? { en: `${content.title.en} (Spanish original)`, es: `${content.title.es} (original en español)` }
          : { en: content.title.en, es: content.title.es },
    createdAt: now,
  });
}

export async function countDeclarationPages(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** The Spanish original, the English translation and the translator's certificate, as one PDF. */
export async function buildTranslationPackage(
  deps: DeclarationDeps,
  applicant: ApplicantCase,
  now: Date,
): Promise<Uint8Array> {
  const content = await contentOf(deps, applicant.caseRow.strategy);
  const stored = await findDeclaration(deps.db, applicant.caseRow.id);
  if (stored.language !== 'es')
    throw new AppError('NOT_FOUND', {
      detail: 'A declaration written in English has no translation package.',
    });
  if (deps.certificate === null)
    throw new AppError('CONFLICT', {
      detail: "The translator's certificate cannot be made here yet.",
      extensions: { reason: 'translation.certificateUnavailable' },
    });
  const standing = declarationTranslation(content, stored);
  assertTranslationReady(standing);
  const uploaded =
    standing.file === null ? null : await findTranslationFile(await deps.storage(), applicant.caseRow.id);
  const [original, translation, certificate] = await Promise.all([
    buildDeclarationPdf(deps, applicant, 'original', now),
    uploaded ?? buildDeclarationPdf(deps, applicant, 'translation', now),
    deps.certificate({
      translatorName: '',
      translatorAddress: '',
      sourceLanguage: 'es',
      documentTitle: content.title.en,
    }),
  ]);
  return joinPdfs([original, translation, certificate]);
}
