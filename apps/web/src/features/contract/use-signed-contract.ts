import { useCallback, useEffect, useState } from 'react';
import type { SignedContract } from '@camino/contracts';
import { findContract } from './api/contract';
import { fetchContractPdf } from './api/contract-pdf';
import { downloadBlob, openContractPdf } from './contract-file';

type Load =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; contract: SignedContract };

/** The signed contract's record, and view/download actions for its PDF. */
export function useSignedContract() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [fileError, setFileError] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    findContract(controller.signal).then(
      (contract) => setLoad({ state: 'loaded', contract }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, []);

  const fileName =
    load.state === 'loaded' && load.contract.signed
      ? `camino-contract-${load.contract.contractVersion}.pdf`
      : 'camino-contract.pdf';

  const withFile = useCallback(
    async (mode: 'view' | 'download') => {
      setFileError(false);
      setBusy(mode);
      try {
        if (mode === 'view') await openContractPdf({ kind: 'signed' }, fileName);
        else downloadBlob(await fetchContractPdf({ kind: 'signed' }), fileName);
      } catch {
        setFileError(true);
      } finally {
        setBusy(null);
      }
    },
    [fileName],
  );

  return { load, busy, fileError, view: () => withFile('view'), download: () => withFile('download') };
}
