import { MachineTranslationError, type MachineTranslator } from './machine-translator';

/** The embedded default: no machine translation; the applicant's translator writes it. */
export function createNoTranslator(): MachineTranslator {
  return {
    name: 'none',
    available: false,
    translate() {
      return Promise.reject(new MachineTranslationError('No machine translation service is configured.'));
    },
  };
}
