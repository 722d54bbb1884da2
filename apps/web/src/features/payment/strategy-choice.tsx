import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseSummary, Strategy } from '@camino/contracts';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { RadioGroup } from '../../ui/radio-group';
import { caseKeys } from '../../lib/api/case-keys';
import { chooseStrategy } from '../../lib/api/choose-strategy';

/**
 * The case type, chosen before paying when the eligibility answers fit more than one: the price,
 * the family members allowed and the forms all depend on it.
 */
export function StrategyChoice({ eligible }: { eligible: readonly Strategy[] }) {
  const { t } = useTranslation('payment');
  const { t: shell } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Strategy | ''>(eligible.length === 1 ? eligible[0]! : '');
  const [missing, setMissing] = useState(false);
  const choose = useMutation({
    mutationFn: chooseStrategy,
    onSuccess: (summary: CaseSummary) => queryClient.setQueryData(caseKeys.summary(), summary),
  });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="strategy-choice-heading">
      <h2 id="strategy-choice-heading" className="text-xl font-bold">
        {t('strategy.heading')}
      </h2>
      <p>{t('strategy.intro')}</p>
      {choose.isError ? <FormBanner>{t('strategy.failed')}</FormBanner> : null}
      <RadioGroup
        legend={t('strategy.legend')}
        name="strategy"
        options={eligible.map((strategy) => ({
          value: strategy,
          label: shell(`strategies.${strategy}.name`),
        }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value as Strategy);
          setMissing(false);
        }}
        error={missing ? t('strategy.required') : undefined}
      />
      <Button
        size="large"
        fullWidth
        loading={choose.isPending}
        onClick={() => {
          if (chosen === '') {
            setMissing(true);
            document.querySelector<HTMLInputElement>('input[name="strategy"]')?.focus();
            return;
          }
          choose.mutate(chosen);
        }}
      >
        {t('strategy.continue')}
      </Button>
    </section>
  );
}
