import { usePageContent } from '../lib/use-page-content';

/** The help-lines catalog, loaded by every route that shows one of these lists. */
export const HELP_LINES_NAMESPACE = 'help-lines';

interface HelpLine {
  name: string;
  text: string;
  /** Shown as written; `tel` is what the phone dials. */
  phone?: string;
  tel?: string;
  url: string;
  /** Who publishes the line or directory, so the reader can check it. */
  source: string;
}

/**
 * The national hotlines (`hotlines`) or the directories of free legal help (`legal`), each with its
 * number or address and who publishes it.
 */
export function HelpLines({ list, headingLevel = 2 }: { list: 'hotlines' | 'legal'; headingLevel?: 2 | 3 }) {
  const content = usePageContent(HELP_LINES_NAMESPACE);
  const lines = content.list<HelpLine>(list);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `help-lines-${list}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`help-lines-${list}`}>
      <Heading id={headingId} className={headingLevel === 2 ? 'text-xl font-bold' : 'text-lg font-bold'}>
        {content.text(list === 'hotlines' ? 'hotlinesTitle' : 'legalTitle')}
      </Heading>
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
            {/* A long address wraps on a phone instead of pushing the page sideways. */}
            <p className="[overflow-wrap:anywhere]">
              <a href={line.url} rel="noopener noreferrer" className="text-brand-800 underline">
                {line.url.replace(/^https:\/\//, '')}
              </a>
            </p>
            <p className="text-sm text-muted">{content.text('source', { source: line.source })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
