/** Test helpers for modules working on a case: an activated, signed-in applicant and their token. */
import { type AuthTestApp, createActiveAccount, loginAs, newAccountBody } from '../accounts/test-support';

export interface SignedInApplicant {
  token: string;
  email: string;
  phone: string;
  headers: { authorization: string };
}

export async function signedInApplicant(
  t: AuthTestApp,
  overrides: Record<string, string> = {},
): Promise<SignedInApplicant> {
  const body = await createActiveAccount(t, newAccountBody(overrides));
  const { token } = await loginAs(t.app, body.email, body.password);
  return { token, email: body.email, phone: body.phone, headers: { authorization: `Bearer ${token}` } };
}
