import type { BoundHook } from '../server-module';

/**
 * An applicant left with the quick exit: their session is over, and what a module keeps that whoever
 * opens the account next could read about them goes too (the consultation's questions).
 */
export interface QuickExitEvent {
  readonly accountId: string;
  readonly now: Date;
}

export type QuickExitFollowers = readonly BoundHook<QuickExitEvent>[];

/** Runs every module's step after a quick exit; one that fails does not stop the others. */
export async function followQuickExit(
  followers: QuickExitFollowers,
  event: QuickExitEvent,
  log: { error: (object: object, message: string) => void },
): Promise<void> {
  for (const follower of followers) {
    try {
      await follower.run(event);
    } catch (error) {
      log.error({ err: error, hook: follower.name }, 'a quick-exit step failed');
    }
  }
}
