import type { MissingItem } from '@camino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { MissingItemsList } from '../../ui/missing-items';
import { Modal } from '../../ui/modal';
import { submitForPreparation } from './api/submit-for-preparation';
import { caseKeys } from '../../lib/api/case-keys';

/**
 * The submit-for-preparation button and its modal: with nothing missing it submits the case, which
 * opens the initial review and makes the case read-only; otherwise it lists every missing item, each
 * a link to where it is done. `missing` is null when it could not be read.
 */
export function SubmitForPreparation({ missing }: { missing: readonly MissingItem[] | null }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    setFailed(false);
    try {
      await submitForPreparation();
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
      await navigate(localizeHref('/review-landing', locale));
    } catch {
      setFailed(true);
    }
  };
  const ready = missing !== null && missing.length === 0;
  return (
    <>
      <Button fullWidth size="large" onClick={() => setOpen(true)} data-testid="submit-for-preparation">
        {t('submit.button')}
      </Button>
      <Modal
        open={open}
        onHide={() => setOpen(false)}
        onClose={() => undefined}
        title={t(ready ? 'submit.readyTitle' : 'submit.notReadyTitle')}
        hideActions={!ready}
        confirmLabel={t('submit.continue')}
        // A failed submission must stay on screen with its message; success leaves the page.
        closeOnConfirm={false}
        onConfirm={() => void submit()}
        testId="submit-modal"
      >
        {ready ? (
          <div className="flex flex-col gap-2">
            <p>{t('submit.readyText')}</p>
            {failed ? (
              <p role="alert" className="font-semibold text-error-700">
                {t('review:submitFailed')}
              </p>
            ) : null}
          </div>
        ) : missing === null ? (
          <p>{t('submit.unavailableText')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p>{t('submit.notReadyText')}</p>
            <MissingItemsList items={missing} testId="missing-steps" />
          </div>
        )}
      </Modal>
    </>
  );
}
