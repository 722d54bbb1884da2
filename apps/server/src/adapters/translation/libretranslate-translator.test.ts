import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLibreTranslate, startFakeLibreTranslate } from './fake-libretranslate-server';
import { createMachineTranslator, MachineTranslationError } from './index';

let service: FakeLibreTranslate;

beforeAll(async () => {
  service = await startFakeLibreTranslate({
    apiKey: 'k-123',
    dictionary: { 'Me amenazaron': 'They threatened me', 'en mi casa': 'at my house' },
  });
});

afterAll(() => service.close());

describe('machine translation', () => {
  it('is none by default', async () => {
    const translator = createMachineTranslator({});
    expect(translator).toMatchObject({ name: 'none', available: false });
    await expect(translator.translate(['hola'], 'es', 'en')).rejects.toBeInstanceOf(MachineTranslationError);
  });

  it('asks a LibreTranslate server for each text, with its API key, and skips empty ones', async () => {
    const translator = createMachineTranslator({
      LIBRETRANSLATE_URL: service.url,
      LIBRETRANSLATE_API_KEY: 'k-123',
    });
    expect(await translator.translate(['Me amenazaron en mi casa.', ''], 'es', 'en')).toEqual([
      'They threatened me at my house.',
      '',
    ]);
    expect(service.requests.at(-1)).toEqual({
      q: 'Me amenazaron en mi casa.',
      source: 'es',
      target: 'en',
      format: 'text',
      api_key: 'k-123',
    });
  });

  it('fails with the status when the service refuses', async () => {
    const translator = createMachineTranslator({
      LIBRETRANSLATE_URL: service.url,
      LIBRETRANSLATE_API_KEY: 'bad',
    });
    await expect(translator.translate(['hola'], 'es', 'en')).rejects.toMatchObject({ status: 403 });
  });

  it('fails when the service cannot be reached', async () => {
    const translator = createMachineTranslator({ LIBRETRANSLATE_URL: 'http://127.0.0.1:9' });
    await expect(translator.translate(['hola'], 'es', 'en')).rejects.toBeInstanceOf(MachineTranslationError);
  });
});
