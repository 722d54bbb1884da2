import type { SafeMailingAddressState } from '@camino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { safeMailingAddressQuery, saveSafeMailingAddress } from './api/safe-mailing-address';
import { SafeMailingAddressForm } from './safe-mailing-address-form';

/** The address as it will be written on the forms, one line per part. */
export function SafeAddressLines({
  address,
}: {
  address: NonNullable<SafeMailingAddressState['mailingAddress']>;
}) {
  return (
    <address className="not-italic" data-testid="safe-address-view">
      {address.inCareOf ? <span className="block">c/o {address.inCareOf}</span> : null}
      <span className="block">
        {address.street}
        {address.unit ? `, ${address.unit}` : ''}
      </span>
      <span className="block">
        {address.city}, {address.state} {address.zip}
      </span>
    </address>
  );
}

/** My profile: the safe mailing address, to view, change or remove. */
export function SafeMailingAddressCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery(safeMailingAddressQuery);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'removed' | null>(null);
  const remove = useMutation({
    mutationFn: () => saveSafeMailingAddress({ mailingAddress: null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(safeMailingAddressQuery.queryKey, saved);
      setNotice('removed');
    },
  });
  const address = state.data?.mailingAddress ?? null;
  return (
    <section
      aria-labelledby="profile-safe-address"
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="profile-safe-address"
    >
      <h2 id="profile-safe-address" className="text-xl font-bold">
        {t('safeAddress.profileTitle')}
      </h2>
      <p>{t('safeAddress.profileText')}</p>
      {notice ? (
        <p role="status" className="font-semibold text-success-700">
          {t(`safeAddress.${notice}`)}
        </p>
      ) : null}
      {state.isError ? (
        <p role="alert">{t('safeAddress.loadFailed')}</p>
      ) : state.isPending ? (
        <p role="status" className="text-muted">
          {t('common.loading')}
        </p>
      ) : editing ? (
        <SafeMailingAddressForm
          initial={address}
          onSaved={() => {
            setEditing(false);
            setNotice('saved');
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {address ? (
            <SafeAddressLines address={address} />
          ) : (
            <p className="text-muted">{t('safeAddress.none')}</p>
          )}
          <Button
            outline
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
            data-testid="safe-address-edit"
          >
            {address ? t('safeAddress.change') : t('safeAddress.add')}
          </Button>
          {address ? (
            <Button
              outline
              loading={remove.isPending}
              onClick={() => remove.mutate()}
              data-testid="safe-address-remove"
            >
              {t('safeAddress.remove')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * After an eligible outcome: asks a survivor who said letters home are not safe for a safe address,
 * never requiring it (it can be added later from the profile). Shows nothing to anyone else.
 */
export function SafeMailingAddressStep() {
  const { t } = useTranslation();
  const state = useQuery(safeMailingAddressQuery);
  const [saved, setSaved] = useState(false);
  if (!state.data || state.data.mailSafe) return null;
  const address = state.data.mailingAddress;
  return (
    <section
      aria-labelledby="safe-address-step"
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="safe-address-step"
    >
      <h2 id="safe-address-step" className="text-xl font-bold">
        {t('safeAddress.stepTitle')}
      </h2>
      <p>{t('safeAddress.stepText')}</p>
      {saved && address ? (
        <>
          <p role="status" className="font-semibold text-success-700">
            {t('safeAddress.saved')}
          </p>
          <SafeAddressLines address={address} />
          <Button outline onClick={() => setSaved(false)} data-testid="safe-address-edit">
            {t('safeAddress.change')}
          </Button>
        </>
      ) : (
        <SafeMailingAddressForm initial={address} onSaved={() => setSaved(true)} />
      )}
      <p className="text-sm text-muted">{t('safeAddress.later')}</p>
    </section>
  );
}
