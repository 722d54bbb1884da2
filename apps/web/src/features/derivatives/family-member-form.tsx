import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDayOf, type FamilyMember, type Locale, type Strategy } from '@camino/contracts';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/radio-group';
import { TextField } from '../../ui/text-field';
import { BirthDateField } from './birth-date-field';
import { derivativeMessage } from './derivative-message';
import { ErrorSummary, type SummaryError } from '../../ui/error-summary';
import { toFamilyMember, type MemberErrors, type MemberValues, type YesNo } from './member-values';

// Where each field's control is, for the error summary's links (in the form's order).
const TARGETS: Record<keyof MemberErrors, string> = {
  relationship: '[data-member-form] h2',
  firstName: '[data-member-form] [name="firstName"]',
  lastName: '[data-member-form] [name="lastName"]',
  dateOfBirth: '[data-member-form] [data-field="dateOfBirth"] select',
  married: '[data-member-form] [name="married"]',
  livesInUs: '[data-member-form] [name="livesInUs"]',
};

/**
 * Adds or edits one family member. The relationship is fixed by the button that opened the form, so
 * the questions and the rules shown match it. The form stays on screen while the parent saves, so
 * a refusal from the server keeps everything that was typed.
 */
export function FamilyMemberForm({
  initial,
  strategy,
  locale,
  title,
  saving,
  serverErrors,
  onSave,
  onCancel,
}: {
  initial: MemberValues;
  strategy: Strategy;
  locale: Locale;
  title: string;
  saving: boolean;
  /** Rules the server refused the member for, already filed by field. */
  serverErrors?: MemberErrors | undefined;
  onSave: (member: FamilyMember) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('family');
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<MemberErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const errors: MemberErrors = { ...serverErrors, ...clientErrors };
  const today = calendarDayOf(new Date());
  // A new object on each refused attempt or each server refusal: the summary takes focus then.
  const focusTrigger = useMemo(() => ({ attempt, serverErrors }), [attempt, serverErrors]);

  const check = (next: MemberValues) => toFamilyMember(next, strategy, today).errors ?? {};
  const change = (next: Partial<MemberValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    // After a first try, messages follow what is typed so a fixed field clears at once.
    if (submitted) setClientErrors(check(merged));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = toFamilyMember(values, strategy, today);
    setClientErrors(result.errors ?? {});
    if (result.errors) {
      setAttempt((n) => n + 1);
      return;
    }
    onSave(result.member);
  };

  const message = (field: keyof MemberErrors) => {
    const key = errors[field];
    return key ? derivativeMessage(key, locale) : undefined;
  };
  const summary: SummaryError[] = (Object.keys(TARGETS) as (keyof MemberErrors)[]).flatMap((field) =>
    errors[field] ? [{ target: TARGETS[field], message: message(field)! }] : [],
  );
  const yesNo = [
    { value: 'yes', label: t('form.yes') },
    { value: 'no', label: t('form.no') },
  ];
  const relationship = values.relationship;

  return (
    <form
      onSubmit={submit}
      noValidate
      data-member-form
      data-testid="family-member-form"
      className="flex flex-col gap-5 rounded-xl border-2 border-line bg-white p-4"
    >
      <h2 tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>
      <p className="text-muted">{t(`form.rules.${relationship}`)}</p>
      <ErrorSummary title={t('errors.summaryTitle')} errors={summary} trigger={focusTrigger} />
      {errors.relationship ? <p className="font-medium text-error-700">{message('relationship')}</p> : null}
      <TextField
        label={t('form.firstName')}
        name="firstName"
        autoComplete="off"
        value={values.firstName}
        onChange={(event) => change({ firstName: event.target.value })}
        error={message('firstName')}
      />
      <TextField
        label={t('form.lastName')}
        name="lastName"
        autoComplete="off"
        value={values.lastName}
        onChange={(event) => change({ lastName: event.target.value })}
        error={message('lastName')}
      />
      <BirthDateField
        value={values.dateOfBirth}
        onChange={(dateOfBirth) => change({ dateOfBirth })}
        error={message('dateOfBirth')}
        locale={locale}
      />
      <RadioGroup
        legend={t(`form.married.${relationship}`)}
        name="married"
        options={yesNo}
        value={values.married}
        onChange={(value) => change({ married: value as YesNo })}
        error={message('married')}
      />
      <RadioGroup
        legend={t('form.livesInUs')}
        name="livesInUs"
        options={yesNo}
        value={values.livesInUs}
        onChange={(value) => change({ livesInUs: value as YesNo })}
        error={message('livesInUs')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button outline onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
