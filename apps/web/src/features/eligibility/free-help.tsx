import { usePageContent } from '../../lib/use-page-content';

interface HelpLine {
  name: string;
  text: string;
  /** Shown as written; `tel` is what the phone dials. */
  phone?: string;
  tel?: string;
  url: string;
  /** Who publishes the line or directory, so the visitor can check it. */
  source: string;
}

/** Free and low-cost legal help and hotlines, each with where it comes from. */
export function FreeHelp() {
  const content = usePageContent('eligibility');
  const lines = content.list<HelpLine>('notFit.help');
  return (
    <section aria-labelledby="free-help" className="flex flex-col gap-3" data-testid="free-help">
      <h2 id="free-help" className="text-xl font-bold">
        {content.text('notFit.helpTitle')}
      </h2>
      <p>{content.text('notFit.helpIntro')}</p>
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.name} className="rounded-xl border-2 border-line bg-white p-4">
            <p className="font-semibold">{line.name}</p>
            <p>{line.text}</p>
            {line.phone && line.tel ? (
              <p>
                <a href={`tel:${line.tel}`} className="font-semibold text-brand-800 underline">
                  {line.phone}
                </a>
              </p>
            ) : null}
            <p>
              <a href={line.url} rel="noopener noreferrer" className="text-brand-800 underline">
                {line.url.replace(/^https:\/\//, '')}
              </a>
            </p>
            <p className="text-sm text-muted">{content.text('notFit.source', { source: line.source })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
