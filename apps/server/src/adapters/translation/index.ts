import type { Config } from '../../config';
import { createLibreTranslateTranslator } from './libretranslate-translator';
import type { MachineTranslator } from './machine-translator';
import { createNoTranslator } from './no-translator';

export {
  MachineTranslationError,
  type MachineTranslator,
  type TranslationLanguage,
} from './machine-translator';
export { createLibreTranslateTranslator } from './libretranslate-translator';
export { createNoTranslator } from './no-translator';

/** LibreTranslate when configured, otherwise none. */
export function createMachineTranslator(
  config: Partial<Pick<Config, 'LIBRETRANSLATE_URL' | 'LIBRETRANSLATE_API_KEY'>>,
): MachineTranslator {
  return config.LIBRETRANSLATE_URL
    ? createLibreTranslateTranslator({
        url: config.LIBRETRANSLATE_URL,
        ...(config.LIBRETRANSLATE_API_KEY ? { apiKey: config.LIBRETRANSLATE_API_KEY } : {}),
      })
    : createNoTranslator();
}
