/**
 * Saves the English translation of a document: its pages are read first and refused when they are
 * not in English (spec section 8), staying in the merge view so nothing uploaded is lost. A document
 * keeps one translation, which goes when the document is deleted (spec section 4).
 */
import { AppError, type SaveTranslationRequest } from '@camino/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { documents, documentUploads } from '../../db/schema/documents';
import type { DocumentRow } from './case-documents';
import { createDocument, type CreateDocumentDeps } from './create-document';
import type { DeleteDocumentDeps } from './delete-document';
import { detectLanguage } from './detect-language';
import { readPagesText, type ReadTextDeps } from './read-pages-text';

export async function saveTranslation(
  deps: CreateDocumentDeps & DeleteDocumentDeps & ReadTextDeps,
  original: DocumentRow,
  request: SaveTranslationRequest,
): Promise<DocumentRow> {
  if (original.kind === 'translation')
    throw new AppError('CONFLICT', {
      detail: 'A translation is not translated again.',
      extensions: { reason: 'translationOfTranslation' },
    });
  const uploads = await deps.db
    .select()
    .from(documentUploads)
    .where(
      and(
        eq(documentUploads.caseId, original.caseId),
        isNull(documentUploads.documentId),
        inArray(documentUploads.id, request.uploads),
      ),
    );
  const ordered = request.uploads.flatMap((id) => uploads.filter((upload) => upload.id === id));
  const language = detectLanguage((await readPagesText(deps, ordered)).join('\n'));
  if (ordered.length === request.uploads.length && language !== 'en')
    throw new AppError('VALIDATION', {
      detail: 'The translation is not in English.',
      extensions: { reason: 'translation.notEnglish', language },
    });

  // The one translation a document keeps is replaced: its rows go in the transaction that writes the
  // new one (one translation per document is a unique index), its files once that has committed.
  let replacedFiles: string[] = [];
  const saved = await createDocument(
    deps,
    {
      caseId: original.caseId,
      kind: 'translation',
      derivativeId: original.derivativeId,
      documentKey: original.documentKey,
      translationOf: original.id,
    },
    request.uploads,
    async (tx) => {
      const earlier = await tx.select().from(documents).where(eq(documents.translationOf, original.id));
      if (earlier.length === 0) return;
      const pages = await tx
        .select()
        .from(documentUploads)
        .where(
          inArray(
            documentUploads.documentId,
            earlier.map((row) => row.id),
          ),
        );
      await tx.delete(documents).where(eq(documents.translationOf, original.id));
      replacedFiles = [
        ...earlier.map((row) => row.storageKey),
        ...pages.flatMap((page) => [page.storageKey, page.thumbnailKey]),
      ];
    },
  );
  await Promise.all(
    replacedFiles.map((key) =>
      deps.storage
        .delete(key)
        .catch((error: unknown) => deps.log.error({ err: error }, 'translation file left behind')),
    ),
  );
  await deps.db.update(documents).set({ language }).where(eq(documents.id, saved.id));
  return { ...saved, language };
}
