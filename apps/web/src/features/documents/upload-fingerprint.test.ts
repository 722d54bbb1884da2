import { describe, expect, it } from 'vitest';
import { uploadFingerprint } from './upload-fingerprint';

const photo = (name: string, bytes = 'same pixels', lastModified = 1_700_000_000_000) =>
  new File([bytes], name, { type: 'image/jpeg', lastModified });

describe('uploadFingerprint', () => {
  it('says nothing of the file name', async () => {
    const fingerprint = await uploadFingerprint(photo('asylum-passport-maria.jpg'));
    expect(fingerprint).not.toMatch(/asylum|passport|maria/i);
    expect(fingerprint).toBe(await uploadFingerprint(photo('another-name.jpg')));
  });

  it('tells apart files that differ in content or date', async () => {
    const first = await uploadFingerprint(photo('a.jpg'));
    expect(await uploadFingerprint(photo('a.jpg', 'other pixels'))).not.toBe(first);
    expect(await uploadFingerprint(photo('a.jpg', 'same pixels', 1))).not.toBe(first);
  });
});
