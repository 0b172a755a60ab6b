import { describe, expect, it } from 'vitest';
import { singleFlight } from '../../src/app/actors/single-flight';
import { providedAtRoot } from '../../machines/shared/provided-at-root';

describe('singleFlight', () => {
  it('shares one request between identical callers in flight, and starts a new one after it settles', async () => {
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    const run = singleFlight((input: { id: number }) => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      }).then((v) => `${v}:${input.id}`);
    });
    const a = run({ id: 1 });
    const b = run({ id: 1 });
    expect(calls).toBe(1);
    release('done');
    await expect(Promise.all([a, b])).resolves.toEqual(['done:1', 'done:1']);
    void run({ id: 1 });
    expect(calls).toBe(2);
  });

  it('keeps different inputs apart, and forgets a failure', async () => {
    let calls = 0;
    const run = singleFlight(async (input: number) => {
      calls += 1;
      if (input < 0) throw new Error('refused');
      return input * 2;
    });
    await expect(Promise.all([run(1), run(2)])).resolves.toEqual([2, 4]);
    await expect(run(-1)).rejects.toThrow('refused');
    await expect(run(-1)).rejects.toThrow('refused');
    expect(calls).toBe(4);
  });
});

describe('providedAtRoot', () => {
  it('says which actor is missing its implementation', async () => {
    await expect(providedAtRoot('loadQuote')()).rejects.toThrow(/loadQuote actor is provided at the app root/);
  });
});
