import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { useToast } from '../../ui/toast/toast-context';
import { caseKeys } from '../../lib/api/case-keys';
import { documentKeys } from './api/document-keys';
import { deleteUploadedPage, saveDocument } from './api/documents';
import { PageThumbnail } from './page-thumbnail';
import { usePageParams } from './use-page-params';

/** The uploaded pages of one card: put in order, removed, then saved as one document. */
export default function DocumentMergeScreen() {
  const { t } = useTranslation();
  const docs = useTranslation('documents');
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { person, document, pages, setPages, query } = usePageParams();

  const save = useMutation({
    mutationFn: () =>
      saveDocument({ derivativeId: person === 'principal' ? null : person, document, uploads: pages }),
    onSuccess: (saved) => {
      toast.show({ type: 'success', size: 'small', text: docs.t('merge.saved') });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      // The checklist then says whether the saved document looks like what it claims to be.
      void navigate(
        localizeHref(
          `/document-checklist?person=${encodeURIComponent(person)}&checked=${encodeURIComponent(saved.id)}`,
          locale,
        ),
      );
    },
  });
  const saveError =
    save.error instanceof ApiError && save.error.reason === 'documentTooLarge'
      ? docs.t('upload.errors.documentTooLarge')
      : save.error
        ? docs.t('merge.saveFailed')
        : null;

  const move = (index: number, by: -1 | 1) => {
    const next = [...pages];
    const [page] = next.splice(index, 1);
    next.splice(index + by, 0, page!);
    setPages(next);
  };
  const remove = (index: number) => {
    const id = pages[index]!;
    setPages(pages.filter((_, i) => i !== index));
    // The page is already out of the document; a failed clean-up only leaves an unused upload.
    void deleteUploadedPage(id).catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.document-merge.heading')} intro={docs.t('merge.intro')} />
      {pages.length === 0 ? <p>{docs.t('merge.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {pages.map((id, index) => {
          const number = index + 1;
          return (
            <li
              key={id}
              className="flex items-center gap-3 rounded-xl border-2 border-line bg-white p-3"
              data-testid="merge-page"
            >
              <PageThumbnail id={id} alt={docs.t('merge.page', { number })} />
              <span className="flex-1 font-semibold">{docs.t('merge.page', { number })}</span>
              <div className="flex flex-col gap-1">
                <Button
                  size="small"
                  outline
                  disabled={index === 0}
                  aria-label={docs.t('merge.moveUp', { number })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  outline
                  disabled={index === pages.length - 1}
                  aria-label={docs.t('merge.moveDown', { number })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
              </div>
              <Button
                size="small"
                outline
                variant="error"
                aria-label={docs.t('merge.remove', { number })}
                onClick={() => remove(index)}
              >
                ✕
              </Button>
            </li>
          );
        })}
      </ol>
      {saveError ? <FormBanner testId="merge-error">{saveError}</FormBanner> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button loading={save.isPending} disabled={pages.length === 0} onClick={() => save.mutate()}>
          {docs.t('merge.save')}
        </Button>
        <Link
          to={localizeHref(`/document-upload?${query()}`, locale)}
          className={buttonClasses({ outline: true })}
        >
          {docs.t('merge.addMore')}
        </Link>
      </div>
    </div>
  );
}
