import type { DashboardStep } from '@camino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { missingSteps } from './missing-steps';
import { STEP_WORK_ROUTES } from './next-step';

/**
 * The submit-for-preparation button and its modal: at 100 % it leads to the prepare-case page;
 * otherwise it lists what is still missing. `percentage` is null when it could not be read.
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
  const [open, setOpen] = useState(false);
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
        onConfirm={() => void navigate(localizeHref('/case-dashboard/prepare-case', locale))}
        testId="submit-modal"
      >
        {ready ? (
          <p>{t('submit.readyText')}</p>
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
