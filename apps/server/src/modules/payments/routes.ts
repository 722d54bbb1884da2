import {
  activePaymentPlanSchema,
  AppError,
  basicPaymentOptionsParamsSchema,
  basicPaymentOptionsSchema,
  checkoutParamsSchema,
  checkoutSchema,
  checkoutSuccessQuerySchema,
  createCheckoutRequestSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  familyMembersImpactQuerySchema,
  familyMemberCountsSchema,
  familyMembersImpactSchema,
  paymentClientInfoSchema,
  paymentQuoteRequestSchema,
  paymentQuoteResponseSchema,
  problemSchema,
  receiptsSchema,
  saveMethodRequestSchema,
  taxApplicabilityQuerySchema,
  taxApplicabilitySchema,
  verifyPaymentRequestSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApplicantCase } from '../cases';
import { getActivePaymentPlan } from './active-payment-plan';
import { findLatestCheckout, requireCaseCheckout } from './checkout-records';
import { cancelCheckout, verifyCheckout, viewCheckout } from './checkout-status';
import { familyMembersImpact, findPaymentPlan } from './family-members-coverage';
import { addFamilyMembersToInstallments } from './family-members-to-installments';
import { findPayer } from './payer';
import type { PaymentsDeps } from './payments-deps';
import { quoteForCase } from './quote-for-case';
import { payInstallmentNow } from './pay-installment-now';
import { listReceipts } from './receipts';
import { taxRateOfState } from './tax-rate-of-state';
import { findPaymentMethod, toSavedMethodView } from './saved-method';
import { startCaseCheckout, startFamilyMembersCheckout, startSaveMethodCheckout } from './start-checkouts';

const tags = ['payments'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

/** The payment API; `deps` are built once per process by the module. */
export function paymentRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tax-applicability',
      {
        schema: {
          tags,
          summary: 'Sales tax rate on the service in a U.S. state or territory.',
          querystring: taxApplicabilityQuerySchema,
          response: { 200: taxApplicabilitySchema, 404: problemSchema },
        },
      },
      async (request) => taxRateOfState(await deps.catalog(), request.query.state),
    );

    app.get(
      '/basic-payment-options/:strategy',
      {
        schema: {
          tags,
          summary: 'Price list of a case type: price, minimum down payment, installments, family members.',
          params: basicPaymentOptionsParamsSchema,
          response: { 200: basicPaymentOptionsSchema },
        },
      },
      async (request) => {
        const catalog = await deps.catalog();
        return { currency: catalog.currency, ...catalog.products[request.params.strategy] };
      },
    );

    app.post(
      '/payment/quote',
      {
        schema: {
          tags,
          summary:
            "Prices a plan for the caller's case (case type and family members from the case, today's date).",
          body: paymentQuoteRequestSchema,
          response: { 200: paymentQuoteResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const priced = await quoteForCase(deps.db, await deps.catalog(), caseRow, request.body, deps.clock());
        return {
          quote: { ...priced.quote, installments: [...priced.quote.installments] },
          familyMembers: priced.familyMembers,
        };
      },
    );

    app.post(
      '/payment/checkout',
      {
        schema: {
          tags,
          summary: 'Opens (or answers the already open) checkout of the case or of added family members.',
          body: createCheckoutRequestSchema,
          response: { 200: checkoutSchema, ...errors, 503: problemSchema },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        const locale = request.body.locale ?? applicant.user.locale;
        const row =
          request.body.purpose === 'family-members'
            ? await startFamilyMembersCheckout(deps, applicant, { ...request.body, locale })
            : await startCaseCheckout(deps, applicant, { ...request.body, locale });
        return viewCheckout(deps, row);
      },
    );

    const checkoutStatus = {
      tags,
      summary: "The checkout as the server recorded it (the pop-up's opener polls this).",
      response: { 200: checkoutSchema, ...errors },
    };
    app.get(
      '/checkout/:id/status',
      { schema: { ...checkoutStatus, params: checkoutParamsSchema } },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return viewCheckout(deps, await requireCaseCheckout(deps.db, caseRow.id, request.params.id));
      },
    );
    app.get(
      '/checkout/success',
      { schema: { ...checkoutStatus, querystring: checkoutSuccessQuerySchema } },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return verifyCheckout(deps, await requireCaseCheckout(deps.db, caseRow.id, request.query.checkoutId));
      },
    );

    app.post(
      '/payment/checkout/:id/cancel',
      {
        schema: {
          tags,
          summary: 'The pop-up closed before paying: cancels the checkout if it is still in progress.',
          params: checkoutParamsSchema,
          response: { 200: checkoutSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return cancelCheckout(deps, await requireCaseCheckout(deps.db, caseRow.id, request.params.id));
      },
    );

    app.post(
      '/verify-user-payment',
      {
        schema: {
          tags,
          summary: 'Asks the provider again about a checkout (the latest one of the case by default).',
          body: verifyPaymentRequestSchema,
          response: { 200: checkoutSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const row = request.body.checkoutId
          ? await requireCaseCheckout(deps.db, caseRow.id, request.body.checkoutId)
          : await findLatestCheckout(deps.db, caseRow.id);
        if (!row) throw new AppError('NOT_FOUND', { detail: 'The case has no checkout yet.' });
        return verifyCheckout(deps, row);
      },
    );

    app.get(
      '/active-payment-plan',
      {
        schema: {
          tags,
          summary: 'The plan paid for: schedule, paid and remaining amounts, next due installment.',
          response: { 200: activePaymentPlanSchema, 401: problemSchema },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return getActivePaymentPlan(deps.db, caseRow);
      },
    );

    app.post(
      '/create-payment',
      {
        schema: {
          tags,
          summary: 'Pays an installment now (overdue or early), with the card on file or a new card.',
          body: createPaymentRequestSchema,
          response: { 200: createPaymentResponseSchema, ...errors, 503: problemSchema },
        },
      },
      async (request) => payInstallmentNow(deps, await requireApplicantCase(request), request.body),
    );

    app.post(
      '/save-method',
      {
        schema: {
          tags,
          summary: 'Opens a checkout that replaces the card on file (nothing is charged).',
          body: saveMethodRequestSchema,
          response: { 200: checkoutSchema, ...errors, 503: problemSchema },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        const row = await startSaveMethodCheckout(deps, applicant, {
          ...request.body,
          locale: request.body.locale ?? applicant.user.locale,
        });
        return viewCheckout(deps, row);
      },
    );

    app.get(
      '/client-info',
      {
        schema: {
          tags,
          summary: 'The payment provider, the card on file and where receipts go.',
          response: { 200: paymentClientInfoSchema, 401: problemSchema },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const [method, payer] = await Promise.all([
          findPaymentMethod(deps.db, caseRow.id),
          findPayer(deps.db, caseRow.id),
        ]);
        return {
          provider: deps.provider.name,
          savedMethod: toSavedMethodView(method),
          receiptEmail: payer?.safe.email ? payer.email : null,
        };
      },
    );

    app.get(
      '/payment/family-members/impact',
      {
        schema: {
          tags,
          summary:
            'What covering these family members costs beyond what was paid (0 before the first payment).',
          querystring: familyMembersImpactQuerySchema,
          response: { 200: familyMembersImpactSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const plan = await findPaymentPlan(deps.db, caseRow.id);
        return familyMembersImpact(await deps.catalog(), caseRow, plan, request.query);
      },
    );

    app.post(
      '/payment/family-members/installments',
      {
        schema: {
          tags,
          summary:
            'On an installment plan: adds the price of these family members to the installments still to pay.',
          body: familyMemberCountsSchema,
          response: { 200: familyMembersImpactSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return addFamilyMembersToInstallments(deps, caseRow, request.body);
      },
    );

    app.get(
      '/payment/receipts',
      {
        schema: {
          tags,
          summary: 'A receipt for every successful payment, newest first.',
          response: { 200: receiptsSchema, 401: problemSchema },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return { receipts: await listReceipts(deps.db, caseRow.id) };
      },
    );
  };
}
