export interface Source {
  name: string;
  url: string;
}

/** The sources a text comes from, each a link, introduced by `label` (which names the day checked). */
export function SourceList({ label, sources }: { label: string; sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="text-sm text-muted" data-testid="fee-sources">
      <p>{label}</p>
      <ul className="list-disc pl-6">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold break-words text-brand-800 underline"
            >
              {source.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
