import { DEFAULT_NAVIGATION_TARGET, targetFromRules } from '../../lib/guards/navigation-rules';
import { recordCaseAccess } from '../../lib/session/case-access';
import { getNavigationRules } from '../../lib/api/navigation-rules';

/**
 * Where the applicant goes after a step of this feature, as the navigation rules say. The access
 * flags are recorded first: signing is what opens the access-my-case guard of the next page.
 */
export async function nextRoute(): Promise<string> {
  try {
    const rules = await getNavigationRules();
    recordCaseAccess(rules.access);
    return targetFromRules(rules);
  } catch {
    return DEFAULT_NAVIGATION_TARGET;
  }
}
