import { HEALTH_EXCERPT_MAX_LENGTH, type HealthSharedData } from '@camino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { SharedDataList } from './shared-data-list';

export interface AuthorizationModalProps {
  open: boolean;
  shared: HealthSharedData;
  sending: boolean;
  onClose: () => void;
  onAuthorize: (excerpt: string | null) => void;
}

/**
 * The disclosure: names exactly what the partner will receive, lets the applicant add a passage of
 * their declaration if they want to, and sends nothing until they tick the authorization.
 */
export function AuthorizationModal({ open, shared, sending, onClose, onAuthorize }: AuthorizationModalProps) {
  const { t } = useTranslation('partners');
  const excerptId = useId();
  const [excerpt, setExcerpt] = useState('');
  const [agreed, setAgreed] = useState(false);
  const preview = { ...shared, declarationExcerpt: excerpt.trim() || null };
  return (
    <Modal open={open} title={t('modal.title')} onClose={onClose} hideActions testId="health-authorization">
      <div className="flex flex-col gap-4">
        <p>{t('modal.intro')}</p>
        <SharedDataList shared={preview} />
        <div className="flex flex-col gap-1">
          <label htmlFor={excerptId} className="font-semibold">
            {t('modal.excerptLabel')}
          </label>
          <p className="text-sm text-muted" id={`${excerptId}-hint`}>
            {t('modal.excerptHint')}
          </p>
          <textarea
            id={excerptId}
            aria-describedby={`${excerptId}-hint`}
            value={excerpt}
            maxLength={HEALTH_EXCERPT_MAX_LENGTH}
            rows={4}
            onChange={(event) => setExcerpt(event.target.value)}
            className="rounded-lg border-2 border-line p-3"
          />
        </div>
        <p className="text-sm">{t('modal.notShared')}</p>
        <Checkbox
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          label={t('modal.consent')}
          data-testid="health-consent"
        />
        <Button
          disabled={!agreed}
          loading={sending}
          onClick={() => onAuthorize(excerpt.trim() || null)}
          data-testid="health-authorize"
        >
          {t('modal.authorize')}
        </Button>
        <Button outline onClick={onClose}>
          {t('modal.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
