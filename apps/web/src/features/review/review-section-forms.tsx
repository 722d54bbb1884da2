import type { FormPage, ReviewState } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formPagesQuery } from '../../lib/api/form-pages';
import { Button } from '../../ui/button';

/** One filled page drawn from the real filled PDF: the forms' view, handed in by the route. */
export type FormPageSlot = ComponentType<{ form: string; page: FormPage; version: number }>;

function FormPages({ form, FormPageView }: { form: string; FormPageView: FormPageSlot }) {
  const { t } = useTranslation('review');
  const pages = useQuery(formPagesQuery(form));
  if (pages.isPending) return <p role="status">{t('loading')}</p>;
  if (pages.isError) return <p role="alert">{t('loadFailed')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {pages.data.pages.map((page) => (
        <FormPageView key={page.page} form={form} page={page} version={0} />
      ))}
    </div>
  );
}

/** The filled forms, each with its pages drawn from the real filled PDF on request. */
export function ReviewFormsList({
  forms,
  FormPageView,
}: {
  forms: ReviewState['forms'];
  FormPageView: FormPageSlot;
}) {
  const { t } = useTranslation('review');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="flex flex-col gap-3">
      {forms.map((form) => (
        <li key={form.id} className="flex flex-col gap-2">
          <p>
            <span className="font-semibold">{form.id.toUpperCase()}</span> — {form.title} (
            {t('landing.formPages', { count: form.pages })})
          </p>
          <Button outline onClick={() => setOpen(open === form.id ? null : form.id)}>
            {open === form.id ? t('landing.hidePages') : t('landing.showPages')}
          </Button>
          {open === form.id ? <FormPages form={form.id} FormPageView={FormPageView} /> : null}
        </li>
      ))}
    </ul>
  );
}
