import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { appleClientSecret } from './apple-client-secret';

describe('Sign in with Apple client secret', () => {
  it('is an ES256 JWT from the team to Apple, reused until close to expiry', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    let now = new Date('2026-03-01T12:00:00Z');
    const secret = appleClientSecret(
      {
        teamId: 'TEAM123',
        keyId: 'KEY456',
        clientId: 'org.camino.web',
        privateKey: await exportPKCS8(privateKey),
      },
      () => now,
    );
    const first = await secret();
    const { payload, protectedHeader } = await jwtVerify(
      first,
      await importSPKI(await exportSPKI(publicKey), 'ES256'),
      {
        currentDate: now,
        audience: 'https://appleid.apple.com',
        issuer: 'TEAM123',
        subject: 'org.camino.web',
      },
    );
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY456' });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(await secret()).toBe(first);
    now = new Date(now.getTime() + 3400_000);
    expect(await secret()).not.toBe(first);
  });
});
