import { describe, expect, it } from 'vitest';
import { readSignatureImage } from './signature-image';
import { dataUrl, pngSignature, textChunk } from './test-support';

const reason = (url: string) => {
  try {
    readSignatureImage(url);
    return null;
  } catch (error) {
    return (error as { errors?: { message: string }[] }).errors?.[0]?.message;
  }
};

describe('the signature image', () => {
  it('accepts a drawn PNG and keeps only its image chunks', () => {
    const png = pngSignature({ extra: [textChunk('GPS 40.7128,-74.0060')] });
    const kept = readSignatureImage(dataUrl(png));
    expect(kept.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(kept.includes(Buffer.from('GPS'))).toBe(false);
    expect(kept.length).toBeLessThan(png.length);
  });

  it('refuses a blank drawing or a tap', () => {
    expect(reason(dataUrl(pngSignature({ inkRows: 0 })))).toBe('the signature is blank');
    expect(reason(dataUrl(pngSignature({ width: 20, height: 20, inkRows: 1 })))).toBe(
      'the signature is blank',
    );
  });

  it('checks the bytes, not the label', () => {
    expect(reason(dataUrl(Buffer.from('GIF89a not a png at all')))).toBe('not a PNG image');
    expect(reason(dataUrl(pngSignature().subarray(0, 60)))).toMatch(/truncated|complete/);
    expect(reason('data:image/png;base64,%%%')).toBe('malformed base64');
    expect(reason('data:image/jpeg;base64,AAAA')).toBe('expected a PNG data URL');
  });

  it('refuses an image over the size limit or with absurd dimensions', () => {
    expect(reason(dataUrl(Buffer.concat([pngSignature(), Buffer.alloc(201 * 1024)])))).toBe(
      'image too large',
    );
    expect(reason(dataUrl(pngSignature({ width: 5000, height: 2 })))).toBe('unexpected image size');
  });
});
