/**
 * What an edit of the lane (mode, destination) does to the rest of the draft (docs/decisions/165):
 * customs options the new lane does not offer (domain/lane-rules.ts) are cleared, a port that no
 * longer fits the mode (a sea port under Air, an airport under ocean) is let go, and each such change
 * leaves a notice next to its field, so that nothing disappears without a word.
 */
import { laneCustoms, type LaneCustoms } from '../../domain/lane-rules';
import { lookupType } from './quote-search.draft';
import type { Draft, EndName, FieldErrors } from './quote-search.types';

const ENDS: readonly EndName[] = ['origin', 'destination'];

/** The customs options of the draft's lane; none until a destination country is known. */
export const draftLaneCustoms = (draft: Draft): LaneCustoms =>
  laneCustoms({ mode: draft.mode, destinationCountry: draft.destination.country });

/** Notice paths: `customs` for the customs options, `<end>.place` for a place let go. */
export const CUSTOMS_NOTICE = 'customs';

export function fitLane(before: Draft, after: Draft, notices: FieldErrors): { draft: Draft; notices: FieldErrors } {
  let draft = after;
  const next: FieldErrors = { ...notices };

  // The user's own customs edit answers the notice.
  if (before.customs !== after.customs) delete next[CUSTOMS_NOTICE];
  for (const end of ENDS) {
    if (before[end].query !== after[end].query || before[end].kind !== after[end].kind) delete next[`${end}.place`];
  }

  const was = draftLaneCustoms(before);
  const now = draftLaneCustoms(draft);
  const cleared: string[] = [];
  if (!now.isf && draft.customs.isf) cleared.push('isf');
  if (!now.usBond && draft.customs.bond !== 'NONE') cleared.push('bond');
  if (cleared.length) {
    draft = {
      ...draft,
      customs: { ...draft.customs, isf: now.isf && draft.customs.isf, bond: now.usBond ? draft.customs.bond : 'NONE' },
    };
    next[CUSTOMS_NOTICE] = { id: `findQuote.notice.customs.${cleared.join('-')}` };
  } else if (now.isf && !was.isf && !draft.customs.isf) {
    // Ocean freight into the US needs an ISF filing: it starts ticked on a lane that has it.
    draft = { ...draft, customs: { ...draft.customs, isf: true } };
  }

  if (before.mode !== draft.mode) {
    for (const end of ENDS) {
      const e = draft[end];
      const wanted = lookupType(e.kind, draft.mode);
      if (e.kind !== 'PORT' || !e.place || e.place.type === wanted) continue;
      // Its city is a good start for finding the airport (or port) the new mode needs.
      draft = { ...draft, [end]: { ...e, place: null, previous: null, query: e.place.city } };
      next[`${end}.place`] = { id: wanted === 'AIRPORT' ? 'findQuote.notice.place.needsAirport' : 'findQuote.notice.place.needsPort' };
    }
  }
  return { draft, notices: next };
}
