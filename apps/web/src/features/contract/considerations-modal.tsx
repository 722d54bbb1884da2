import { useState } from 'react';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { useContractText } from './use-contract-text';

export interface ConsiderationsModalProps {
  open: boolean;
  onAcknowledged: () => void;
  onDismiss: () => void;
}

/** The important considerations; the contract can only be signed once they are confirmed here. */
export function ConsiderationsModal({ open, onAcknowledged, onDismiss }: ConsiderationsModalProps) {
  const { t } = useContractText();
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const items = t('considerations.items', { returnObjects: true }) as unknown;

  return (
    <Modal
      open={open}
      title={t('considerations.title')}
      testId="considerations-modal"
      confirmLabel={t('considerations.confirm')}
      closeOnConfirm={false}
      disableOverlayClose
      onHide={onDismiss}
      onClose={() => setMissing(false)}
      onConfirm={() => {
        if (!checked) {
          setMissing(true);
          return;
        }
        onAcknowledged();
      }}
    >
      <div className="flex flex-col gap-4">
        <p>{t('considerations.intro')}</p>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          {(Array.isArray(items) ? (items as string[]) : []).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Checkbox
          label={t('considerations.checkbox')}
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) setMissing(false);
          }}
          error={missing ? t('considerations.required') : undefined}
          data-testid="considerations-checkbox"
        />
      </div>
    </Modal>
  );
}
