/** What a guard says about entering a page. Paths are locale-free; the router adds the prefix. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Ask the server's navigation rules where this signed-in user belongs. */
  | { kind: 'navigation-rules' };

export const ALLOW: GuardDecision = Object.freeze({ kind: 'allow' });
export const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to });
export const ASK_NAVIGATION_RULES: GuardDecision = Object.freeze({ kind: 'navigation-rules' });
