import type { Config } from '../../config';
import { createHttpWrapper } from './http-wrapper';
import { createLocalWrapper } from './local-wrapper';
import type { WrapperAdapter } from './wrapper';

export type { WrapperAdapter, WrapperClient, WrapperIntakeUpdate } from './wrapper';
export { createHttpWrapper } from './http-wrapper';
export { createLocalWrapper } from './local-wrapper';

/** The HTTP adapter when the wrapper service is configured, otherwise the local table. */
export function createWrapper(config: Pick<Config, 'WRAPPER_API_URL' | 'WRAPPER_API_TOKEN'>): WrapperAdapter {
  return config.WRAPPER_API_URL && config.WRAPPER_API_TOKEN
    ? createHttpWrapper({ url: config.WRAPPER_API_URL, token: config.WRAPPER_API_TOKEN })
    : createLocalWrapper();
}
