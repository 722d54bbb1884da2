import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-styles';

export interface ErrorViewProps {
  status?: number;
  title: string;
  message?: string;
  homeHref: string;
}

export function ErrorView({ status = 404, title, message, homeHref }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center"
      data-testid="error-page"
    >
      <p
        className="text-7xl font-extrabold tracking-widest text-brand-700"
        data-testid="error-status"
        aria-hidden="true"
      >
        {String(status)}
      </p>
      <h1 className="text-2xl font-bold">
        <span className="sr-only">{status} </span>
        {title}
      </h1>
      {message ? (
        <p className="text-lg break-words text-muted" data-testid="error-message">
          {message}
        </p>
      ) : null}
      <Link to={homeHref} className={buttonClasses({ size: 'large' })} data-testid="error-home">
        {t('error.goHome')}
      </Link>
    </section>
  );
}
