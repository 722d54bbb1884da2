import type { DocumentCard } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button-styles';
import { Button } from '../../ui/button';
import { Tile } from '../../ui/tile';

export interface DocumentCardViewProps {
  card: DocumentCard;
  readOnly: boolean;
  uploadHref: string;
  /** Where the document's English translation is uploaded. */
  translateHref: string;
  /** Where the document's printed details are confirmed; null for documents without any. */
  dataHref: string | null;
  onOpen: () => void;
  onDelete: () => void;
}

/** One checklist card: its state as a tile, what the document is for, and what can be done with it. */
export function DocumentCardView({
  card,
  readOnly,
  uploadHref,
  translateHref,
  dataHref,
  onOpen,
  onDelete,
}: DocumentCardViewProps) {
  const { t } = useTranslation('documents');
  const need = card.photoId ? t('card.photoId') : card.required ? t('card.required') : t('card.optional');
  const description = card.document ? t('card.uploaded', { count: card.document.pageCount }) : need;
  return (
    <li className="flex flex-col gap-2" data-testid={`card-${card.key}`}>
      <Tile title={card.label} description={description} state={card.state} />
      <details className="rounded-lg bg-white px-4 py-2 text-sm">
        <summary className="cursor-pointer font-semibold">{t('card.why')}</summary>
        <p className="mt-1">{card.why}</p>
        <p className="mt-2 font-semibold">{t('card.examples')}</p>
        <p>{card.examples}</p>
        <p className="mt-2 font-semibold">{t('card.goodPhoto')}</p>
        <p>{card.goodPhoto}</p>
      </details>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Link to={uploadHref} className={buttonClasses({ size: 'small', outline: card.document !== null })}>
            {card.document ? t('card.replace') : t('card.upload')}
            <span className="sr-only">: {card.label}</span>
          </Link>
          {card.document ? (
            <>
              <Button size="small" outline onClick={onOpen}>
                {t('card.view')}
                <span className="sr-only">: {card.label}</span>
              </Button>
              <Link to={translateHref} className={buttonClasses({ size: 'small', outline: true })}>
                {t('card.translate')}
                <span className="sr-only">: {card.label}</span>
              </Link>
              {dataHref ? (
                <Link to={dataHref} className={buttonClasses({ size: 'small', outline: true })}>
                  {t('card.data')}
                  <span className="sr-only">: {card.label}</span>
                </Link>
              ) : null}
              <Button size="small" outline variant="error" onClick={onDelete}>
                {t('card.delete')}
                <span className="sr-only">: {card.label}</span>
              </Button>
            </>
          ) : null}
        </div>
      )}
    </li>
  );
}
