/**
 * Test support: a local HTTP server shaped like the parts of Stripe's API Camino uses (customers,
 * Checkout Sessions, PaymentIntents), with idempotency keys honoured as Stripe does. Tests complete
 * sessions and deliver signed webhook events the way Stripe would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** A payment method id that attaches but whose off-session charges are declined (Stripe's `pm_card_chargeCustomerFail`). */
export const DECLINING_METHOD = 'pm_card_chargeCustomerFail';

export interface FakeStripe {
  url: string;
  sessions: Map<string, Json>;
  intents: Map<string, Json>;
  /** Writes Stripe received (path and idempotency key), to check nothing was charged twice. */
  writes: { path: string; idempotencyKey: string | undefined }[];
  /** The applicant pays on Stripe's page: the session completes with a card PaymentIntent. */
  completeSession(id: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): Json;
  /** A webhook body and its signature header, as Stripe would send them. */
  signedEvent(
    type: string,
    object: Json,
    secret: string,
    id?: string,
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(text)));
  });
}

const card = (id: string) => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const writes: FakeStripe['writes'] = [];
  const replies = new Map<string, { status: number; body: Json }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  function expanded(session: Json, expand: string[]): Json {
    const copy = { ...session };
    if (expand.includes('payment_intent.payment_method') && typeof copy.payment_intent === 'string') {
      const intent = intents.get(copy.payment_intent)!;
      copy.payment_intent = { ...intent, payment_method: card(intent.payment_method as string) };
    }
    return copy;
  }

  function route(
    method: string,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
  ): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: nextId('cus'), object: 'customer', email: form.get('email') } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session: Json = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        customer: form.get('customer'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { checkoutId: form.get('metadata[checkoutId]') },
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
        payment_intent: null,
        setup_intent: null,
        setup_future_usage: form.get('payment_intent_data[setup_future_usage]'),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such session' } },
        };
      if (method === 'POST' && sessionMatch[2]) session.status = 'expired';
      const expand = [...query.entries()]
        .filter(([key]) => key.startsWith('expand'))
        .map(([, value]) => value);
      return { status: 200, body: expanded(session, expand) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const declined = form.get('payment_method') === DECLINING_METHOD;
      const intent: Json = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        customer: form.get('customer'),
        payment_method: form.get('payment_method'),
        metadata: {
          paymentId: form.get('metadata[paymentId]'),
          installmentId: form.get('metadata[installmentId]'),
        },
        status: declined ? 'requires_payment_method' : 'succeeded',
        last_payment_error: declined ? { code: 'card_declined' } : null,
      };
      intents.set(id, intent);
      if (declined) {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: intent,
            },
          },
        };
      }
      return { status: 200, body: intent };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } },
    };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const form = await readBody(request);
      const key = request.headers['idempotency-key'] as string | undefined;
      let reply: { status: number; body: Json };
      if (request.method === 'POST') {
        const cached = key ? replies.get(key) : undefined;
        if (cached) {
          reply = cached;
        } else {
          writes.push({ path: url.pathname, idempotencyKey: key });
          reply = route('POST', url.pathname, form, url.searchParams);
          if (key) replies.set(key, reply);
        }
      } else {
        reply = route(request.method ?? 'GET', url.pathname, form, url.searchParams);
      }
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    intents,
    writes,
    completeSession(id, options = {}) {
      const session = sessions.get(id)!;
      const intentId = nextId('pi');
      const paid = (options.paymentStatus ?? 'paid') === 'paid';
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        customer: session.customer,
        payment_method: 'pm_card_visa',
        metadata: session.metadata,
        status: paid ? 'succeeded' : 'processing',
        last_payment_error: null,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: paid ? 'paid' : 'unpaid',
        payment_intent: intentId,
      });
      return session;
    },
    signedEvent(type, object, secret, id = `evt_${++counter}`) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        data: { object },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
