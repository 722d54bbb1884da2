import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { checkDocument } from './api/document-data';
import { documentKeys } from './api/document-keys';

/**
 * After a document is saved: whether it looks like the document it claims to be (not blank, a
 * passport with its machine-readable lines, a marriage certificate that speaks of a marriage). Only
 * advice, since reading a photo can miss: the applicant keeps it anyway or uploads it again.
 */
export function DocumentCheckNotice({
  documentId,
  label,
  uploadHref,
  onKeep,
}: {
  documentId: string;
  label: string;
  uploadHref: string;
  onKeep: () => void;
}) {
  const docs = useTranslation('documents');
  const check = useQuery({
    queryKey: documentKeys.check(documentId),
    queryFn: () => checkDocument(documentId),
    staleTime: Infinity,
    retry: 1,
  });
  if (check.isPending)
    return (
      <p role="status" className="text-sm" data-testid="document-check">
        {docs.t('check.checking', { document: label })}
      </p>
    );
  // A check that could not run leaves the document as saved: it is advice, not a gate.
  if (check.isError || check.data.problems.length === 0) return null;
  return (
    <FormBanner tone="warning" title={docs.t('check.title', { document: label })} testId="document-check">
      <ul className="list-disc pl-5">
        {check.data.problems.map((problem) => (
          <li key={problem}>{docs.t(`check.problems.${problem}`)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{docs.t('check.choice')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button size="small" onClick={onKeep}>
          {docs.t('check.keep')}
        </Button>
        <Link to={uploadHref} className={buttonClasses({ size: 'small', outline: true })}>
          {docs.t('check.again')}
        </Link>
      </div>
    </FormBanner>
  );
}
