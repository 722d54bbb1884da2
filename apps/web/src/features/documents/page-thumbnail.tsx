import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { documentKeys } from './api/document-keys';
import { getUploadThumbnail } from './api/documents';

/** The preview of an uploaded page, fetched with the applicant's token and never cached elsewhere. */
export function PageThumbnail({ id, alt }: { id: string; alt: string }) {
  const query = useQuery({
    queryKey: documentKeys.thumbnail(id),
    queryFn: ({ signal }) => getUploadThumbnail(id, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-canvas">
      {url ? <img src={url} alt={alt} className="max-h-full max-w-full object-contain" /> : null}
    </div>
  );
}
