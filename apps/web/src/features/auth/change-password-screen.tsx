import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@camino/contracts';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { changePassword } from './api/password';
import { useAuthText } from './auth-ui';
import { NewPasswordForm } from './new-password-form';

export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const [done, setDone] = useState(false);
  // A new form after success, so the fields do not keep the passwords.
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.change-password.heading')} intro={t('routes.change-password.intro')} />
      {done ? (
        <FormBanner tone="success" testId="change-password-done">
          {auth.t('changePassword.done')}
        </FormBanner>
      ) : null}
      <NewPasswordForm
        key={formKey}
        withCurrent
        labels={{
          currentPassword: auth.t('changePassword.currentPassword'),
          password: auth.t('changePassword.password'),
          confirmPassword: auth.t('changePassword.confirmPassword'),
          submit: auth.t('changePassword.submit'),
        }}
        schema={changePasswordRequestSchema}
        toRequest={(values) => values}
        submit={changePassword}
        onDone={() => {
          setDone(true);
          setFormKey((key) => key + 1);
        }}
      />
    </div>
  );
}
