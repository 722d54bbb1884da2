/** Server-rendered HTML of the sandbox checkout page and of the result page, mobile first and labelled. */
import {
  type CardField,
  type CardFormErrors,
  type CheckoutPurpose,
  type CheckoutStatus,
  formatUsd,
  PAYMENT_MESSAGES,
  SANDBOX_CARDS,
} from '@camino/contracts';
import { isCardRefusal } from '../checkout-records';
import { PAGE_TEXTS, RESULT_TEXTS } from './sandbox-texts';

type Locale = 'en' | 'es';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const ASSETS_PATH = '/api/sandbox-checkout/assets';

function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Camino</title>
<link rel="stylesheet" href="${ASSETS_PATH}/checkout.css">
<script src="${ASSETS_PATH}/checkout.js" defer></script>
</head>
<body><main>${body}</main></body>
</html>`;
}

const FIELDS: readonly {
  name: CardField;
  label: keyof (typeof PAGE_TEXTS)['en'];
  autocomplete: string;
  inputmode?: string;
  type?: string;
}[] = [
  { name: 'nameOnCard', label: 'nameOnCard', autocomplete: 'cc-name' },
  { name: 'number', label: 'number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric' },
  { name: 'cvv', label: 'cvv', autocomplete: 'cc-csc', inputmode: 'numeric' },
  { name: 'postalCode', label: 'postalCode', autocomplete: 'postal-code' },
  { name: 'email', label: 'email', autocomplete: 'email', type: 'email' },
];

export interface CardPageInput {
  checkoutId: string;
  locale: Locale;
  purpose: CheckoutPurpose;
  amountCents: number;
  /** What was typed, shown again after an error (never the security code). */
  values?: Partial<Record<CardField, string>>;
  errors?: CardFormErrors;
}

function field(input: CardPageInput, spec: (typeof FIELDS)[number]): string {
  const texts = PAGE_TEXTS[input.locale];
  const error = input.errors?.[spec.name];
  const value = spec.name === 'cvv' ? '' : (input.values?.[spec.name] ?? '');
  const errorId = `${spec.name}-error`;
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(texts[spec.label] as string)}</label>
<input id="${spec.name}" name="${spec.name}" type="${spec.type ?? 'text'}" autocomplete="${spec.autocomplete}"${
    spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''
  } value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''} required>
${error ? `<p class="error" id="${errorId}">${escapeHtml(PAYMENT_MESSAGES[error][input.locale])}</p>` : ''}
</div>`;
}

function testCards(locale: Locale): string {
  const texts = PAGE_TEXTS[locale];
  const rows = SANDBOX_CARDS.map(
    (card) =>
      `<tr><td>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(texts.outcomes[card.outcome])}</td></tr>`,
  ).join('');
  return `<details><summary>${escapeHtml(texts.testCards)}</summary><p>${escapeHtml(texts.testCardsHelp)}</p><table>${rows}</table></details>`;
}

export function renderCardPage(input: CardPageInput): string {
  const texts = PAGE_TEXTS[input.locale];
  const action = `/api/sandbox-checkout/${input.checkoutId}`;
  const errors = Object.entries(input.errors ?? {});
  const summary =
    errors.length > 0
      ? `<div class="summary" role="alert" tabindex="-1"><p>${escapeHtml(texts.errorSummary)}</p><ul>${errors
          .map(
            ([name, key]) =>
              `<li><a href="#${name}">${escapeHtml(PAYMENT_MESSAGES[key][input.locale])}</a></li>`,
          )
          .join('')}</ul></div>`
      : '';
  const saving = input.purpose === 'save-method';
  const body = `<h1>${escapeHtml(texts.title)}</h1>
<p class="notice">${escapeHtml(texts.sandboxNotice)}</p>
${
  saving
    ? `<p>${escapeHtml(texts.saveMethodIntro)}</p>`
    : `<p class="amount">${escapeHtml(texts.amountLabel)}: ${escapeHtml(formatUsd(input.amountCents, input.locale))}</p>`
}
${summary}
<form method="post" action="${action}" novalidate>
${FIELDS.slice(0, 2)
  .map((spec) => field(input, spec))
  .join('')}
<div class="row">${FIELDS.slice(2, 4)
    .map((spec) => field(input, spec))
    .join('')}</div>
${FIELDS.slice(4)
  .map((spec) => field(input, spec))
  .join('')}
<button type="submit" class="primary">${escapeHtml(saving ? texts.saveCard : texts.pay)}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit" class="secondary">${escapeHtml(texts.cancel)}</button>
</form>
${testCards(input.locale)}`;
  return layout(input.locale, texts.title, body);
}

/** The outcome page; a pending sandbox checkout also offers the bank's two answers. */
/** The specific reason of a failure: a refused card (try another one), or a fault of the processor. */
function failureReason(
  locale: Locale,
  failureCode: string | null | undefined,
): { kind: 'card-declined' | 'processor-error'; text: string } | null {
  if (isCardRefusal(failureCode)) {
    return { kind: 'card-declined', text: PAYMENT_MESSAGES['payment.cardDeclined'][locale] };
  }
  if (failureCode === 'processing_error')
    return { kind: 'processor-error', text: PAGE_TEXTS[locale].processorError };
  return null;
}

export function renderResultPage(input: {
  checkoutId: string;
  locale: Locale;
  status: CheckoutStatus;
  offerSettle: boolean;
  /** Where a checkout still in progress can be cancelled (a POST: a link or a reload never cancels). */
  cancelAction?: string;
  /** Why a failed payment failed, so the page can say it under the general message. */
  failureCode?: string | null;
}): string {
  const texts = PAGE_TEXTS[input.locale];
  const result = RESULT_TEXTS[input.locale][input.status];
  const reason = input.status === 'failed' ? failureReason(input.locale, input.failureCode) : null;
  const cancel =
    input.cancelAction && input.status === 'in-progress'
      ? `<form method="post" action="${input.cancelAction}"><button type="submit" class="primary">${escapeHtml(texts.cancel)}</button></form>`
      : '';
  const settle =
    input.offerSettle && input.status === 'pending'
      ? `<p>${escapeHtml(texts.settleIntro)}</p>
<form method="post" action="/api/sandbox-checkout/${input.checkoutId}/settle"><input type="hidden" name="outcome" value="succeeded"><button type="submit" class="primary">${escapeHtml(texts.settleSucceeded)}</button></form>
<form method="post" action="/api/sandbox-checkout/${input.checkoutId}/settle"><input type="hidden" name="outcome" value="failed"><button type="submit" class="secondary">${escapeHtml(texts.settleFailed)}</button></form>`
      : '';
  const body = `<h1 role="status">${escapeHtml(result.heading)}</h1>
<p>${escapeHtml(result.body)}</p>
${reason ? `<p class="reason" data-reason="${reason.kind}">${escapeHtml(reason.text)}</p>` : ''}
${settle}${cancel}
<button type="button" class="secondary" data-close-window>${escapeHtml(texts.close)}</button>`;
  return layout(input.locale, result.heading, body);
}

export function renderNotFoundPage(locale: Locale): string {
  const texts = PAGE_TEXTS[locale];
  return layout(locale, texts.title, `<h1>${escapeHtml(texts.notFound)}</h1>`);
}
