import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { BulletList, ContentSection } from '../../ui/content-section';
import { PageIntro } from '../../ui/page-intro';
import { Stepper } from '../../ui/stepper';
import { useEligibleStrategies } from './eligibility-session';
import { StrategyLinks } from './strategy-links';

const STEP_COUNT = 4;

export default function EligibilityConfirmationScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const content = usePageContent('eligibility');
  const legal = usePageContent('legal');
  const { strategies, loading } = useEligibleStrategies();
  const [step, setStep] = useState(0);
  const [understood, setUnderstood] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each step replaces the previous one in place, so focus and a screen reader follow its title.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const titles = ['review.title', 'camino.title', 'needs.title', 'confirm.title'].map((key) =>
    content.text(`confirmation.${key}`),
  );

  function confirm() {
    if (!understood) {
      setShowRequired(true);
      return;
    }
    void navigate(localizeHref('/create-account', locale));
  }

  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.eligibility-confirmation.heading')} />
      <Stepper
        steps={content.list<string>('confirmation.steps')}
        current={step}
        label={content.text('confirmation.stepperLabel')}
      />
      <p className="text-sm text-muted">
        {content.text('confirmation.stepOf', { current: String(step + 1), total: String(STEP_COUNT) })}
      </p>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold outline-none"
        data-testid="confirmation-step-title"
      >
        {titles[step]}
      </h2>

      {step === 0 ? (
        <div className="flex flex-col gap-3">
          <p>{content.text('confirmation.review.intro')}</p>
          {loading ? (
            <p role="status" className="text-muted">
              {t('common.loading')}
            </p>
          ) : strategies.length > 0 ? (
            <StrategyLinks strategies={strategies} />
          ) : (
            <p>{content.text('confirmation.review.none')}</p>
          )}
        </div>
      ) : null}

      {step === 1 ? (
        <div className="flex flex-col gap-4">
          <ContentSection title={content.text('confirmation.camino.does')}>
            <BulletList items={content.list<string>('confirmation.camino.doesItems')} />
          </ContentSection>
          <ContentSection title={content.text('confirmation.camino.doesNot')}>
            <BulletList items={content.list<string>('confirmation.camino.doesNotItems')} />
          </ContentSection>
          <p className="text-sm text-muted">{legal.text('short')}</p>
        </div>
      ) : null}

      {step === 2 ? (
        <div className="flex flex-col gap-4">
          <p>{content.text('confirmation.needs.intro')}</p>
          <BulletList items={content.list<string>('confirmation.needs.items')} />
          <p>{content.text('confirmation.needs.time')}</p>
        </div>
      ) : null}

      {step === 3 ? (
        <div className="flex flex-col gap-4">
          <Checkbox
            label={content.text('confirmation.confirm.checkbox')}
            checked={understood}
            onChange={(event) => {
              setUnderstood(event.target.checked);
              if (event.target.checked) setShowRequired(false);
            }}
            error={showRequired ? content.text('confirmation.confirm.required') : undefined}
            data-testid="confirmation-understood"
          />
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button outline onClick={() => setStep(step - 1)} data-testid="confirmation-back">
            {content.text('confirmation.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < STEP_COUNT - 1 ? (
          <Button onClick={() => setStep(step + 1)} data-testid="confirmation-next">
            {content.text('confirmation.next')}
          </Button>
        ) : (
          <Button onClick={confirm} data-testid="confirmation-create-account">
            {content.text('confirmation.confirm.button')}
          </Button>
        )}
      </div>
    </article>
  );
}
