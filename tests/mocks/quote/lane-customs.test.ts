import { describe, expect, it } from 'vitest';
import { quoteRequests } from '../../../mocks/store/quote.store';
import { laneCustoms } from '../../../domain/lane-rules';

describe('US customs only where the lane offers them (decision 160)', () => {
  it('seeds requests whose customs options fit their lane', () => {
    for (const r of quoteRequests()) {
      const lane = laneCustoms({ mode: r.search.mode, destinationCountry: r.search.destination.country });
      if (!lane.isf) expect(r.search.customs.isf, r.summary).toBe(false);
      if (!lane.usBond) expect(r.search.customs.bond, r.summary).toBe('NONE');
    }
  });
});
