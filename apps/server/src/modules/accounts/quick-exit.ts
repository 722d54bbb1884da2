import type { QuickExitEvent } from '../module-events';
import type { BoundHook } from '../server-module';

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
