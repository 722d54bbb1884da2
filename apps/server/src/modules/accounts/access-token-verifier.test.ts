import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, signAccessToken } from './access-tokens';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(9);
const issuedAt = new Date('2026-11-28T10:00:00Z');
const claims = { accountId: 'account-1', sessionId: 'session-1' };

describe('access token verifier', () => {
  it('accepts a genuine token, again from memory, with the same claims', async () => {
    const verify = createAccessTokenVerifier(key);
    const { token, expiresAt } = await signAccessToken(key, claims, issuedAt, 600);
    const at = new Date(issuedAt.getTime() + 1000);
    expect(await verify(token, at)).toEqual({ ...claims, expiresAt });
    expect(await verify(token, at)).toEqual({ ...claims, expiresAt });
  });

  it('refuses a remembered token once it has expired', async () => {
    const verify = createAccessTokenVerifier(key);
    const { token, expiresAt } = await signAccessToken(key, claims, issuedAt, 600);
    expect(await verify(token, issuedAt)).not.toBeNull();
    expect(await verify(token, expiresAt)).toBeNull();
    expect(await verify(token, new Date(expiresAt.getTime() - 1))).not.toBeNull();
  });

  it('refuses a token signed with another key, every time', async () => {
    const verify = createAccessTokenVerifier(key);
    const { token } = await signAccessToken(otherKey, claims, issuedAt, 600);
    expect(await verify(token, issuedAt)).toBeNull();
    expect(await verify(token, issuedAt)).toBeNull();
  });

  it('refuses a token whose payload was altered after a genuine one was remembered', async () => {
    const verify = createAccessTokenVerifier(key);
    const { token } = await signAccessToken(key, claims, issuedAt, 600);
    await verify(token, issuedAt);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sid: 'session-2', sub: 'account-2', aud: 'camino', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await verify(`${header}.${forgedPayload}.${signature}`, issuedAt)).toBeNull();
  });
});
