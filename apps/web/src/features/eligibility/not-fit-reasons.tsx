import { reasonText } from '@camino/contracts';
import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { getEligibilityOutcome } from './api/eligibility-outcome';

/** The reasons the server gave for "not a fit", in plain words; nothing when they cannot be read. */
export function NotFitReasons() {
  const content = usePageContent('eligibility');
  const locale = useLocale();
  const [reasons, setReasons] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    getEligibilityOutcome()
      .then((stored) => {
        if (!live || stored.outcome !== 'not-eligible') return;
        const texts = stored.reasons.map((key) => reasonText(key, locale)).filter((text) => text !== null);
        setReasons([...new Set(texts)]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  if (reasons.length === 0) return null;
  return <ReasonList title={content.text('notFit.whyTitle')} reasons={reasons} />;
}

/** Reasons of the eligibility rules, in plain words, under a heading. */
export function ReasonList({ title, reasons }: { title: string; reasons: readonly string[] }) {
  return (
    <section aria-labelledby="not-fit-why" className="flex flex-col gap-2" data-testid="not-fit-reasons">
      <h2 id="not-fit-why" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="list-disc pl-6">
        {[...new Set(reasons)].map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}
