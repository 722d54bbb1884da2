import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './redaction';

describe('redactUrl', () => {
  it('censors a sandbox checkout id in the path, and keeps the page assets readable', () => {
    const id = 'chk_5f0c7a1e9b2d4c3a8e6f';
    for (const url of [`/api/sandbox-checkout/${id}`, `/api/sandbox-checkout/${id}/settle?lang=es`]) {
      const logged = redactUrl(url);
      expect(logged).not.toContain(id);
      expect(logged).toContain(`/api/sandbox-checkout/${REDACTED}`);
    }
    expect(redactUrl('/api/sandbox-checkout/assets/page.css')).toBe('/api/sandbox-checkout/assets/page.css');
  });

  it('still censors tokens in the query string', () => {
    expect(redactUrl('/api/auth/activate?token=abc&lang=es')).not.toContain('abc');
  });
});
