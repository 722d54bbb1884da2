import type { DashboardStep } from '@camino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
// eslint-disable-next-line import-x/no-restricted-paths -- api layer moves
import { submitForPreparation } from '../review/review-api';
import { missingSteps } from './missing-steps';
import { STEP_WORK_ROUTES } from './next-step';

/**
 * The submit-for-preparation button and its modal: at 100 % it submits the case, which opens the
 * initial review and makes the case read-only; otherwise it lists what is still missing. `percentage` is null when it could not be read.
 */
export function SubmitForPreparation({
  progress,
  percentage,
}: {
  progress: DashboardStep;
  percentage: number | null;
}) {
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
      await queryClient.invalidateQueries({ queryKey: ['mycase'] });
      await navigate(localizeHref('/review-landing', locale));
    } catch {
      setFailed(true);
    }
  };
  const ready = percentage === 100;
  const missing = missingSteps(progress);
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
        ) : percentage === null ? (
          <p>{t('submit.unavailableText')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p>{t('submit.notReadyText')}</p>
            <ul className="list-disc pl-6" data-testid="missing-steps">
              {missing.map((id) => (
                <li key={id}>
                  <Link
                    to={localizeHref(STEP_WORK_ROUTES[id]!, locale)}
                    className="font-semibold text-brand-800 underline"
                    data-testid={`missing-link-${id}`}
                  >
                    {t(`start.steps.${id}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Modal>
    </>
  );
}
