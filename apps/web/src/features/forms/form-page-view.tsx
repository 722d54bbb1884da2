import type { FormPage } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formPageImageQuery } from '../../lib/api/form-pages';

/**
 * One filled page as the server drew it from the real filled PDF, with the fields of one section
 * outlined so the applicant sees where their answers went.
 */
export function FormPageView({
  form,
  page,
  version,
  highlight,
}: {
  form: string;
  page: FormPage;
  version: number;
  highlight?: string | undefined;
}) {
  const { t } = useTranslation('forms');
  const image = useQuery(formPageImageQuery(form, page.page, version));
  const boxes = highlight === undefined ? [] : page.fields.filter((field) => field.section === highlight);
  return (
    <figure className="flex flex-col gap-2" data-testid={`form-page-${page.page}`}>
      <div
        className="relative w-full overflow-hidden rounded border border-line bg-white"
        style={{ aspectRatio: `${page.width} / ${page.height}` }}
      >
        {image.data ? (
          <img
            src={image.data}
            alt={t('review.pageAlt', { page: page.page })}
            className="absolute inset-0 size-full"
            data-testid="form-page-image"
          />
        ) : (
          <p role="status" className="p-4 text-muted">
            {image.isError ? t('review.pageFailed') : t('review.pageLoading')}
          </p>
        )}
        {boxes.map((box, index) => (
          <span
            key={index}
            aria-hidden="true"
            className="absolute rounded-sm bg-warning-50/40 outline outline-2 outline-warning-700"
            style={{
              left: `${(box.x / page.width) * 100}%`,
              top: `${(box.y / page.height) * 100}%`,
              width: `${(box.width / page.width) * 100}%`,
              height: `${(box.height / page.height) * 100}%`,
            }}
          />
        ))}
      </div>
      <figcaption className="text-sm text-muted">{t('review.pageCaption', { page: page.page })}</figcaption>
    </figure>
  );
}
