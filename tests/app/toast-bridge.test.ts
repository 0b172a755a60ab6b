/** Toast requests made before the toaster has loaded are kept and shown, in order, once it is there. */
import { describe, expect, it, vi } from 'vitest';
import { createToastBridge } from '../../src/app/toast-bridge';

describe('toast bridge', () => {
  it('asks for the toaster once, queues until it connects, then passes requests straight on', () => {
    const bridge = createToastBridge();
    const wanted = vi.fn();
    bridge.subscribe(wanted);
    expect(bridge.isWanted()).toBe(false);
    bridge.show({ message: 'first' });
    bridge.show({ message: null });
    expect(bridge.isWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const shown: (string | null)[] = [];
    const disconnect = bridge.connect((r) => shown.push(r.message));
    expect(shown).toEqual(['first', null]);
    bridge.show({ message: 'third' });
    expect(shown).toEqual(['first', null, 'third']);

    disconnect();
    bridge.show({ message: 'later' });
    expect(shown).toHaveLength(3);
    bridge.connect((r) => shown.push(r.message));
    expect(shown.at(-1)).toBe('later');
  });
});
