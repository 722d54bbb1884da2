import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STRATEGIES } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { LockIcon } from '../../ui/icons';

const STEPS = ['check', 'prepare', 'review', 'send'] as const;

export default function HomeScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-5">
          <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('home.eyebrow')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {t('routes.home.heading')}
          </h1>
          <p className="max-w-prose text-lg sm:text-xl">{t('home.lead')}</p>
          <div className="flex w-full flex-col gap-2 sm:w-auto">
            <Link
              to={localizeHref('/pre-questionnaire', locale)}
              className={buttonClasses({ size: 'large', fullWidth: true })}
              data-testid="home-start"
            >
              {t('home.cta')}
            </Link>
            <p className="text-sm text-muted">{t('home.ctaHint')}</p>
          </div>
          <p>
            {t('home.haveAccount')}{' '}
            <Link to={localizeHref('/login', locale)} className="font-semibold text-brand-700 underline">
              {t('home.logIn')}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="case-types" className="px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="case-types" className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('home.caseTypesTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {STRATEGIES.map((strategy) => (
              <li key={strategy} className="rounded-2xl border-2 border-line bg-white p-5">
                <h3 className="text-lg font-bold text-brand-800">{t(`strategies.${strategy}.name`)}</h3>
                <p className="mt-1 text-muted">{t(`strategies.${strategy}.summary`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="bg-canvas px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="how-it-works" className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('home.howTitle')}
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="font-bold">{t(`home.steps.${step}.title`)}</h3>
                <p className="text-muted">{t(`home.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="safety" className="px-4 py-12">
        <div className="mx-auto flex max-w-3xl gap-4 rounded-2xl border-2 border-brand-200 bg-brand-50 p-6">
          <LockIcon className="size-8 shrink-0 text-brand-700" />
          <div>
            <h2 id="safety" className="text-xl font-bold text-brand-900">
              {t('home.safetyTitle')}
            </h2>
            <p className="mt-1">{t('home.safetyText')}</p>
            <p className="mt-3 text-sm text-muted">{t('common.notLegalAdvice')}</p>
          </div>
        </div>
      </section>
    </>
  );
}
