/**
 * Drafts an English translation by machine. A draft is only ever a starting point for the applicant's
 * translator, who must review and certify it; nothing machine-made is filed as a certified translation.
 */
export type TranslationLanguage = 'en' | 'es';

export interface MachineTranslator {
  /** 'none' when no service is configured: the translator types or uploads the translation. */
  readonly name: 'none' | 'libretranslate';
  readonly available: boolean;
  /** One translation per text, in order. Throws `MachineTranslationError` when the service fails. */
  translate(texts: readonly string[], from: TranslationLanguage, to: TranslationLanguage): Promise<string[]>;
}

export class MachineTranslationError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MachineTranslationError';
  }
}
