import { useSearchParams } from 'react-router';

const UPLOAD_ID = /^[a-f0-9]{32}$/;

/** The card being filled (`person`, `document`) and the pages uploaded for it so far (`pages`), kept in the address so a reload loses nothing. */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const pages = (params.get('pages') ?? '').split(',').filter((id) => UPLOAD_ID.test(id));
  const person = params.get('person') ?? 'principal';
  const document = params.get('document') ?? '';
  const setPages = (next: readonly string[]) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.length > 0) copy.set('pages', next.join(','));
        else copy.delete('pages');
        return copy;
      },
      { replace: true },
    );
  const query = (extra: readonly string[] = pages) =>
    `person=${encodeURIComponent(person)}&document=${encodeURIComponent(document)}${extra.length > 0 ? `&pages=${extra.join(',')}` : ''}`;
  return { person, document, pages, setPages, query };
}
