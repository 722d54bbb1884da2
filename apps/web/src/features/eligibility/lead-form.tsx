import { type LeadRequest, leadMessage, leadRequestSchema } from '@camino/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';

type Field = 'firstName' | 'lastName' | 'email' | 'phone';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'phone'];
type Errors = Partial<Record<Field, string>>;

/**
 * The contact form of a referral to a partner law firm: name, email and phone, and consent to share
 * the answers. Bad input is named per field and nothing typed is lost; `send` records the lead.
 */
export function LeadForm({
  initial,
  send,
  onSent,
}: {
  initial?: Partial<Record<Field, string>>;
  send: (lead: LeadRequest) => Promise<unknown>;
  onSent: () => void | Promise<void>;
}) {
  const locale = useLocale();
  const content = usePageContent('eligibility');
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
  });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLParagraphElement>(null);

  const showErrors = (next: Errors) => {
    setErrors(next);
    // The summary takes focus so the visitor hears that something needs fixing; inputs keep their text.
    requestAnimationFrame(() => summary.current?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const request: LeadRequest = { ...values, consent };
    const parsed = leadRequestSchema.safeParse(request);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= leadMessage(issue.message, locale);
      }
      showErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await send(request);
      await onSent();
    } catch (error) {
      setSending(false);
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const next: Errors = {};
      for (const fieldError of fieldErrors) {
        if ((FIELDS as readonly string[]).includes(fieldError.field))
          next[fieldError.field as Field] = leadMessage(fieldError.message, locale);
      }
      if (Object.keys(next).length > 0) showErrors(next);
      else setFailed(true);
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      label={content.text(`lead.${name}`)}
      name={name}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errors[name]}
      data-testid={`lead-${name}`}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <p
        ref={summary}
        tabIndex={-1}
        role={hasErrors ? 'alert' : undefined}
        className={hasErrors ? 'font-semibold text-error-700 outline-none' : 'sr-only'}
      >
        {hasErrors ? content.text('lead.fixErrors') : ''}
      </p>
      {field('firstName', { autoComplete: 'given-name' })}
      {field('lastName', { autoComplete: 'family-name' })}
      {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('phone', {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        hint: content.text('lead.phoneHint'),
      })}
      <p className="text-sm text-muted">{content.text('lead.safety')}</p>
      <Checkbox
        label={content.text('lead.consent')}
        hint={content.text('lead.consentHint')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        data-testid="lead-consent"
      />
      {failed ? (
        <p role="alert" className="font-semibold text-error-700">
          {content.text('lead.error')}
        </p>
      ) : null}
      <Button type="submit" size="large" fullWidth loading={sending} data-testid="lead-submit">
        {sending ? content.text('lead.sending') : content.text('lead.submit')}
      </Button>
    </form>
  );
}
