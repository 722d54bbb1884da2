import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { CaseMomentGate } from './case-moment-gate';

/** /download-case: once the case is being prepared, the package and signing its route hands in. */
export default function DownloadCaseScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CaseMomentGate page="download-case" moment="preparing">
      <article className="flex flex-col gap-6">
        <PageIntro title={t('routes.download-case.heading')} />
        {children}
      </article>
    </CaseMomentGate>
  );
}
