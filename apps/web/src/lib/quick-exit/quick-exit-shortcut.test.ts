import { describe, expect, it, vi } from 'vitest';
import { listenForQuickExitKeys, QUICK_EXIT_PRESS_GAP_MS } from './quick-exit-shortcut';

function press(target: EventTarget, key: string, repeat = false) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, repeat }));
}

describe('listenForQuickExitKeys', () => {
  it('leaves after Escape pressed three times in a row', () => {
    const target = new EventTarget();
    let now = 0;
    const onTriggered = vi.fn();
    listenForQuickExitKeys(target, onTriggered, () => now);
    press(target, 'Escape');
    now += 300;
    press(target, 'Escape');
    expect(onTriggered).not.toHaveBeenCalled();
    now += 300;
    press(target, 'Escape');
    expect(onTriggered).toHaveBeenCalledTimes(1);
  });

  it('starts again after a long pause, another key or a held-down key', () => {
    const target = new EventTarget();
    let now = 0;
    const onTriggered = vi.fn();
    listenForQuickExitKeys(target, onTriggered, () => now);
    press(target, 'Escape');
    press(target, 'Escape');
    now += QUICK_EXIT_PRESS_GAP_MS + 1;
    press(target, 'Escape');
    press(target, 'a');
    press(target, 'Escape');
    press(target, 'Escape', true);
    press(target, 'Escape', true);
    expect(onTriggered).not.toHaveBeenCalled();
  });

  it('stops listening when disposed', () => {
    const target = new EventTarget();
    const onTriggered = vi.fn();
    const stop = listenForQuickExitKeys(target, onTriggered, () => 0);
    stop();
    for (let i = 0; i < 3; i += 1) press(target, 'Escape');
    expect(onTriggered).not.toHaveBeenCalled();
  });
});
