import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { declarationKeys } from './api/declaration-keys';
import { getPageImage, type Version } from './api/declaration-pages';

/** One page of the declaration PDF as the server draws it, fetched with the applicant's token. */
export function PagePreview({ version, page, stamp }: { version: Version; page: number; stamp: string }) {
  const { t } = useTranslation('declaration');
  const query = useQuery({
    queryKey: declarationKeys.page(version, page, stamp),
    queryFn: ({ signal }) => getPageImage(version, page, signal),
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (query.isError) return <p>{t('document.pageFailed', { page })}</p>;
  if (!url) return <p role="status">{t('document.pageLoading', { page })}</p>;
  return (
    <img
      src={url}
      alt={t('document.pageAlt', { page })}
      data-testid={`page-${version}-${page}`}
      className="w-full rounded border border-line bg-white shadow-sm"
    />
  );
}
