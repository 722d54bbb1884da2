/**
 * Every documented endpoint, fed hostile and malformed input as an applicant with a paid case would
 * send it: NUL, lone surrogates, 10,000-character strings, wrong types and extra fields in every
 * body field, query parameter and path parameter. Refusals are expected; a server error never is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../src/modules/accounts/test-support';
import { paidApplicant } from '../src/modules/workspace/test-support';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE_STRINGS = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', 'x'.repeat(10_000), '\u001b[31m'];
const WRONG_TYPES: unknown[] = [42, true, null, [], {}, ['a'], -1.5];
// Signing out would end the session the rest of the sweep runs in.
const SKIPPED = /^\/api\/(docs|payment\/webhook|auth\/logout)/;

let t: AuthTestApp;
let headers: Record<string, string>;
let document: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createAuthTestApp({
    env: { AUTH_LOGIN_MAX_FAILURES: '1000', AUTH_LOGIN_IP_MAX_FAILURES: '100000' },
  });
  headers = (await paidApplicant(t)).headers;
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);
afterAll(() => t?.close());

function valueFor(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return valueFor(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property)]),
      );
    case 'array':
      return [valueFor(schema.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** A valid-looking body, then the same with one field replaced by each hostile value. */
function bodies(schema: JsonSchema | undefined): unknown[] {
  const base = valueFor(schema);
  const out: unknown[] = [base, 'not an object', [base], { ...(base as object), unexpected: 'field' }];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const field of Object.keys(base)) {
      for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) out.push({ ...base, [field]: value });
      out.push({ ...base, [field]: [HOSTILE_STRINGS[0]] });
    }
  }
  return out;
}

/** A lone surrogate cannot be percent-encoded; its UTF-8-like bytes are sent instead. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathWith(
  path: string,
  parameters: Operation['parameters'],
  hostile?: { name: string; value: string },
) {
  let url = path;
  for (const parameter of parameters ?? []) {
    if (parameter.in !== 'path') continue;
    const value = hostile?.name === parameter.name ? hostile.value : String(valueFor(parameter.schema));
    url = url.replace(`{${parameter.name}}`, encodeSegment(value));
  }
  return url;
}

describe('every documented endpoint under hostile input', () => {
  it('never answers a server error', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    const send = async (method: string, url: string, payload?: unknown) => {
      requests += 1;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        // A new address each time, so the per-address limits do not stop the sweep at the door.
        remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push(
          `${method.toUpperCase()} ${url} ${JSON.stringify(payload)?.slice(0, 120)} → ${response.statusCode}`,
        );
    };

    for (const [path, operations] of Object.entries(document.paths)) {
      if (SKIPPED.test(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const url = pathWith(path, parameters);
        for (const parameter of parameters.filter((p) => p.in === 'path')) {
          for (const value of HOSTILE_STRINGS)
            await send(
              method,
              pathWith(path, parameters, { name: parameter.name, value }),
              method === 'get' || method === 'delete' ? undefined : {},
            );
        }
        const query = parameters.filter((p) => p.in === 'query');
        for (const parameter of query) {
          for (const value of [...HOSTILE_STRINGS, '1e309', '-1', '[]']) {
            await send(method, `${url}?${new URLSearchParams({ [parameter.name]: value }).toString()}`);
          }
        }
        if (query.length > 0)
          await send(method, `${url}?unexpected=1&${query[0]!.name}=1&${query[0]!.name}=2`);
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (method === 'get' || method === 'delete') {
          await send(method, url);
          continue;
        }
        for (const payload of bodies(schema)) await send(method, url, payload);
      }
    }
    expect(requests).toBeGreaterThan(500);
    // Signed in with a paid case: requests reach the handlers, not only the schema checks.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    console.info(`input sweep: ${requests} requests`, Object.fromEntries(statuses));
    expect(failures).toEqual([]);
  }, 600_000);
});
