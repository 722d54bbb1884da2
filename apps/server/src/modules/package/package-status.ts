import type { Locale, PackageStatusResponse } from '@camino/contracts';
import type { PackageRow } from './package-queue';

export function toPackageStatus(row: PackageRow | null, locale: Locale): PackageStatusResponse {
  if (!row) return { status: 'not-started', progress: 0, pageCount: 0, parts: [], readyAt: null };
  const ready = row.status === 'ready';
  return {
    status: row.status,
    progress: ready ? 100 : row.progress,
    pageCount: ready ? row.pageCount : 0,
    // Parts are listed only once the whole package is stored: never half a package.
    parts: ready
      ? row.parts.map((part) => ({
          id: part.id,
          kind: part.kind,
          title: part.title[locale],
          pages: part.pages,
          sizeBytes: part.sizeBytes,
        }))
      : [],
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}
