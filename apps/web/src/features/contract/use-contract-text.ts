import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/locale';
import { loadNamespaces } from '../../lib/page-namespaces';

/**
 * The contract catalog, loaded here too because AcceptTerms is rendered by the payment pages, whose
 * route does not list this namespace. `ready` is false until the texts of the shown language are in.
 */
export function useContractText() {
  const locale = useLocale();
  const { t } = useTranslation('contract');
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(locale);
    // A catalog that cannot load still lets the screen show (its keys stand in for texts).
    loadNamespaces(locale, ['contract']).then(done, done);
    return () => {
      live = false;
    };
  }, [locale]);

  /** What went wrong with a call, in the user's language; never the server's English text. */
  const describe = (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return t('errors.generic');
    switch (failure.code) {
      case 'NETWORK':
        return t('errors.network');
      case 'UNAUTHORIZED':
        return t('errors.sessionExpired');
      case 'FORBIDDEN':
        return t('errors.notReady');
      case 'CONFLICT':
        return failure.reason === 'contractVersion' ? t('errors.contractChanged') : t('errors.termsChanged');
      case 'VALIDATION':
      case 'PAYLOAD_TOO_LARGE':
        return failure.fields.includes('signaturePng') ? t('errors.signatureInvalid') : t('errors.generic');
      default:
        return t('errors.generic');
    }
  };

  return { t, locale, ready: ready === locale, describe };
}
