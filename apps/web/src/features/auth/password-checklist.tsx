import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ui/icons';
import { PASSWORD_RULES, unmetPasswordRules } from './form-errors';

/** Live policy checklist under a new-password field; each line says whether it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const unmet = unmetPasswordRules(password);
  return (
    <div id={id} className="rounded-lg bg-canvas p-3 text-sm" data-testid="password-checklist">
      <p className="font-semibold">{t('policy.title')}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = password.length > 0 && !unmet.has(rule.key);
          return (
            <li
              key={rule.id}
              data-met={met}
              className={`flex items-center gap-2 ${met ? 'text-success-800' : 'text-muted'}`}
            >
              {met ? (
                <CheckIcon className="size-4 shrink-0" />
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-block size-4 shrink-0 rounded-full border-2 border-current"
                />
              )}
              <span>
                {t(`policy.${rule.id}`)}
                <span className="sr-only"> ({t(met ? 'policy.met' : 'policy.unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
