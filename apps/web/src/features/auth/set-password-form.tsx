import { resetPasswordRequestSchema } from '@camino/contracts';
import { resetPassword } from './api/password';
import { useAuthText } from './auth-ui';
import { NewPasswordForm } from './new-password-form';

/** Loaded after the page: the shared schemas would push this public page over its first-load budget. */
export default function SetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const auth = useAuthText();
  return (
    <NewPasswordForm
      labels={{
        password: auth.t('setPassword.password'),
        confirmPassword: auth.t('setPassword.confirmPassword'),
        submit: auth.t('setPassword.submit'),
      }}
      schema={resetPasswordRequestSchema}
      toRequest={(values) => ({ token, password: values.password, confirmPassword: values.confirmPassword })}
      submit={resetPassword}
      onDone={onDone}
    />
  );
}
