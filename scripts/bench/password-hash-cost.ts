import argon2 from 'argon2';

/** Milliseconds per argon2id hash with the server's default cost parameters. */
export async function measurePasswordHash(
  memoryCost: number,
  timeCost: number,
  samples = 5,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await argon2.hash(`sample-password-${i}`, { type: argon2.argon2id, memoryCost, timeCost });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}
