import { type SocialProvider, socialProviderSchema } from '@camino/contracts';
import { getClientConfig } from '../../../lib/api/client-config';

const isSocialProvider = (name: string): name is SocialProvider =>
  socialProviderSchema.safeParse(name).success;

/** The social sign-in buttons this deployment offers. */
export async function getSocialProviders(): Promise<SocialProvider[]> {
  const config = await getClientConfig();
  return config.socialProviders.filter(isSocialProvider);
}
