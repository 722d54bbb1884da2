import { type Move, moveInputSchema } from '@camino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { localizeHref, useLocale } from '../../lib/locale';
import { useUsStates } from '../../lib/api/us-states';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { checkedFieldErrors, refusedFieldErrors } from './field-errors';
import { latestMoveKey, latestMoveQuery, recordMove } from './api/after-filing';

type Field = 'movedOn' | 'street' | 'apartment' | 'city' | 'state' | 'zip';
const EMPTY: Record<Field, string> = { movedOn: '', street: '', apartment: '', city: '', state: '', zip: '' };

/** What the applicant must do after a move: by when, how, and a lawyer when a court has the case. */
function MoveSteps({ move }: { move: Move }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-canvas p-3" role="status" data-testid="move-steps">
      <p className="font-semibold">
        {t('afterFiling.move.dueBy', {
          date: formatCalendarDay(move.dueBy, locale),
          count: Math.max(move.daysLeft, 0),
        })}
      </p>
      <p>{t(`afterFiling.move.how.${move.howToTell}`)}</p>
      {move.receiptNumber ? <p>{t('afterFiling.move.receipt', { number: move.receiptNumber })}</p> : null}
      <p>{t('afterFiling.move.formsUpdated')}</p>
      {move.inCourt ? (
        <p className="font-semibold">
          {t('afterFiling.move.court')}{' '}
          <Link to={localizeHref('/talk-to-a-lawyer', locale)} className="text-brand-700 underline">
            {t('afterFiling.lawyer.link')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** "I moved": the new home address (not the safe mailing address), and what to do about it. */
export function MoveForm() {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const latest = useQuery(latestMoveQuery());
  const states = useUsStates();
  const [fields, setFields] = useState(EMPTY);
  const [inCourt, setInCourt] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));
  const messageOf = (key: string) => t(`afterFiling.move.errors.${key.replace('move.', '')}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const body = { ...fields, apartment: fields.apartment.trim() || null, inCourt };
    const parsed = moveInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(checkedFieldErrors<Field>(parsed.error.issues, messageOf));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const move = await recordMove(body);
      queryClient.setQueryData(latestMoveKey(), { move });
      setFields(EMPTY);
      setInCourt(false);
    } catch (error) {
      const refused = refusedFieldErrors<Field>(error, messageOf);
      if (refused) setErrors(refused);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="move-title" className="flex flex-col gap-3" data-testid="move">
      <h2 id="move-title" className="text-xl font-bold">
        {t('afterFiling.move.title')}
      </h2>
      <p>{t('afterFiling.move.intro')}</p>
      {latest.data?.move ? <MoveSteps move={latest.data.move} /> : null}
      <details className="rounded-xl border border-line p-4">
        <summary className="min-h-11 cursor-pointer font-semibold">{t('afterFiling.move.open')}</summary>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
          <TextField
            label={t('afterFiling.move.movedOn')}
            type="date"
            name="movedOn"
            value={fields.movedOn}
            onChange={set('movedOn')}
            error={errors.movedOn}
          />
          <TextField
            label={t('afterFiling.move.street')}
            name="street"
            autoComplete="address-line1"
            value={fields.street}
            onChange={set('street')}
            error={errors.street}
          />
          <TextField
            label={t('afterFiling.move.apartment')}
            name="apartment"
            autoComplete="address-line2"
            value={fields.apartment}
            onChange={set('apartment')}
          />
          <TextField
            label={t('afterFiling.move.city')}
            name="city"
            autoComplete="address-level2"
            value={fields.city}
            onChange={set('city')}
            error={errors.city}
          />
          <SelectField
            label={t('afterFiling.move.state')}
            name="state"
            autoComplete="address-level1"
            placeholder={t('afterFiling.move.statePlaceholder')}
            options={states.data ?? []}
            value={fields.state}
            onChange={set('state')}
            error={errors.state}
          />
          <TextField
            label={t('afterFiling.move.zip')}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            value={fields.zip}
            onChange={set('zip')}
            error={errors.zip}
          />
          <Checkbox
            label={t('afterFiling.move.inCourt')}
            checked={inCourt}
            onChange={(event) => setInCourt(event.target.checked)}
          />
          {failed ? (
            <p role="alert" className="font-semibold text-error-700">
              {t('afterFiling.saveFailed')}
            </p>
          ) : null}
          <Button type="submit" loading={busy} data-testid="move-save">
            {t('afterFiling.move.save')}
          </Button>
        </form>
      </details>
    </section>
  );
}
