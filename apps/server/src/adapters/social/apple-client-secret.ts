import { importPKCS8, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof importPKCS8>>;

export interface AppleKey {
  teamId: string;
  keyId: string;
  clientId: string;
  privateKey: string;
}

/** Apple accepts client secrets valid up to six months; a short one signed on demand never needs renewing. */
const LIFETIME_SECONDS = 3600;

/** A function returning the ES256 client secret Apple expects, re-signed when the last one is old. */
export function appleClientSecret(key: AppleKey, now: () => Date = () => new Date()): () => Promise<string> {
  let cached: { secret: string; expiresAt: number } | undefined;
  let privateKey: Promise<PrivateKey> | undefined;
  return async () => {
    const at = Math.floor(now().getTime() / 1000);
    if (cached && cached.expiresAt - 300 > at) return cached.secret;
    privateKey ??= importPKCS8(key.privateKey, 'ES256');
    const secret = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
      .setIssuer(key.teamId)
      .setSubject(key.clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt(at)
      .setExpirationTime(at + LIFETIME_SECONDS)
      .sign(await privateKey);
    cached = { secret, expiresAt: at + LIFETIME_SECONDS };
    return secret;
  };
}
