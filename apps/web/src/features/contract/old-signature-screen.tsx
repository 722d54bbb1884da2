import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { localizeHref } from '../../lib/locale';
import { PageIntro } from '../../ui/page-intro';
import { useContractText } from './use-contract-text';

/** /old-signature: an old address of the signed contract; it leads to /signature. */
export default function OldSignatureScreen() {
  const { t, locale } = useContractText();
  const navigate = useNavigate();
  const target = localizeHref('/signature', locale);

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  // Shown only for the moment before the redirect, or if it is blocked.
  return (
    <PageIntro title={t('oldSignature.title')} intro={t('oldSignature.intro')}>
      <Link to={target} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t('oldSignature.go')}
      </Link>
    </PageIntro>
  );
}
