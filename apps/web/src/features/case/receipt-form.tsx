import { type AfterFilingRecord, receiptInputSchema } from '@camino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { afterFilingKey, saveReceipt } from './api/after-filing';

type Field = 'receiptNumber' | 'receiptDate';
type Errors = Partial<Record<Field, string>>;

/** The receipt notice's number and date, checked here as the server checks them, kept on any refusal. */
export function ReceiptForm({ record, onSaved }: { record: AfterFilingRecord | null; onSaved?: () => void }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [receiptNumber, setReceiptNumber] = useState(record?.receiptNumber ?? '');
  const [receiptDate, setReceiptDate] = useState(record?.receiptDate ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const messageOf = (key: string) => t(`afterFiling.errors.${key.replace('receipt.', '')}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const parsed = receiptInputSchema.safeParse({ receiptNumber, receiptDate });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= messageOf(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveReceipt(locale, { receiptNumber, receiptDate });
      queryClient.setQueryData(afterFilingKey(locale), saved);
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const found: Errors = {};
        for (const { field, message } of error.fieldErrors) found[field as Field] = messageOf(message);
        setErrors(found);
      } else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
      aria-labelledby="receipt-title"
      data-testid="receipt-form"
    >
      <h2 id="receipt-title" className="text-xl font-bold">
        {t('afterFiling.receipt.title')}
      </h2>
      <p>{t('afterFiling.receipt.intro')}</p>
      <TextField
        label={t('afterFiling.receipt.number')}
        hint={t('afterFiling.receipt.numberHint')}
        name="receiptNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={receiptNumber}
        onChange={(event) => setReceiptNumber(event.target.value)}
        error={errors.receiptNumber}
      />
      <TextField
        label={t('afterFiling.receipt.date')}
        hint={t('afterFiling.receipt.dateHint')}
        name="receiptDate"
        type="date"
        value={receiptDate}
        onChange={(event) => setReceiptDate(event.target.value)}
        error={errors.receiptDate}
      />
      {failed ? (
        <p role="alert" className="font-semibold text-error-700">
          {t('afterFiling.saveFailed')}
        </p>
      ) : null}
      <Button type="submit" loading={busy} data-testid="receipt-save">
        {t('afterFiling.receipt.save')}
      </Button>
    </form>
  );
}
