import argon2 from 'argon2';
import type { Config } from '../../config';

export type HashingConfig = Pick<Config, 'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_TIME_COST'>;

export function hashPassword(config: HashingConfig, password: string): Promise<string> {
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
    timeCost: config.PASSWORD_HASH_TIME_COST,
    parallelism: 1,
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a throw-away hash with the same parameters, so that a login for an unknown
 * account costs the same time as one with a wrong password.
 */
export async function verifyDummyPassword(config: HashingConfig, password: string): Promise<false> {
  const key = `${config.PASSWORD_HASH_MEMORY_KIB}:${config.PASSWORD_HASH_TIME_COST}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(config, 'not-a-real-password-Aa1!');
    dummyHashes.set(key, hash);
  }
  await verifyPassword(await hash, password);
  return false;
}
