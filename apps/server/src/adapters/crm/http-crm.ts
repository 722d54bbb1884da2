import type { CrmAdapter, CrmLead } from './crm';

export interface HttpCrmOptions {
  /** Base URL of the customer-relationship service; the lead goes to `POST {url}/lead`. */
  url: string;
  token: string;
}

/**
 * The customer-relationship service's calls: `POST lead`, `POST register-referred-user`, and for a
 * referral's sale `PUT convert-opportunity` then `POST opportunity-line-item`. A failed call throws
 * so the job is retried; each carries an idempotency key, so a retry is kept once. A case's moments
 * go to `PUT convert-lead/{case}`, `PUT update-case` and `PATCH update-opportunity`, keyed by the
 * case and the moment.
 */
export function createHttpCrm(options: HttpCrmOptions, fetchImpl: typeof fetch = fetch): CrmAdapter {
  const base = options.url.replace(/\/+$/, '');
  const endpoint = `${base}/lead`;
  const call = async (method: 'POST' | 'PUT' | 'PATCH', path: string, key: string, body: unknown) => {
    const response = await fetchImpl(`${base}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`The CRM answered ${response.status} to ${method} ${path}`);
  };
  return {
    async registerReferredUser(user) {
      await call('POST', 'register-referred-user', `referral:${user.referralId}:registered`, {
        externalId: user.referralId,
        accountId: user.accountId,
        referralCode: user.code,
        partner: user.partnerKey,
        language: user.locale,
        registeredAt: user.registeredAt,
      });
    },
    async reportReferralSale(sale) {
      await call('PUT', 'convert-opportunity', `referral:${sale.referralId}:opportunity`, {
        externalId: sale.referralId,
        referralCode: sale.code,
        partner: sale.partnerKey,
        stage: 'closed-won',
        closedAt: sale.soldAt,
      });
      await call('POST', 'opportunity-line-item', `referral:${sale.referralId}:line-item`, {
        opportunityExternalId: sale.referralId,
        product: 'case-preparation',
        amount: sale.amountCents / 100,
        currency: 'USD',
      });
    },
    async convertLead(conversion) {
      const id = encodeURIComponent(conversion.caseId);
      await call('PUT', `convert-lead/${id}`, `case:${conversion.caseId}:converted`, {
        externalId: conversion.caseId,
        caseType: conversion.strategy,
        language: conversion.locale,
        convertedAt: conversion.convertedAt,
      });
    },
    async updateCase(update) {
      await call('PUT', 'update-case', `case:${update.caseId}:state:${update.seq}`, {
        externalId: update.caseId,
        sequence: update.seq,
        event: update.event,
        step: update.step,
        paymentStatus: update.payment,
        changedAt: update.at,
      });
    },
    async updateOpportunity(update) {
      await call('PATCH', 'update-opportunity', `case:${update.caseId}:payment:${update.paymentId}`, {
        externalId: update.caseId,
        paymentId: update.paymentId,
        purpose: update.purpose,
        amount: update.amountCents / 100,
        currency: 'USD',
        plan: update.plan,
        paidAt: update.paidAt,
      });
    },
    name: 'http',
    async deliver(lead: CrmLead) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          // A retried job sends the same lead again; the key lets the service keep one.
          'idempotency-key': lead.id,
        },
        body: JSON.stringify({
          externalId: lead.id,
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          language: lead.locale,
          source: 'eligibility-not-eligible',
          consent: lead.consent,
          ...(lead.screening ? { screening: lead.screening } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`The CRM answered ${response.status} to POST lead`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      return {
        externalId: typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null,
      };
    },
  };
}
