/**
 * How a message is announced: a failure, or a warning answering what the user just did, interrupts
 * (role alert); a standing notice or an outcome waits its turn (role status), where Chakra alone would
 * make every alert interrupt.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MessageAlert, ProblemWithActions, ToneAlert } from '../../src/components/message-alert';
import { systemFor } from '../../src/theme/systems';

const inChakra = (node: ReactNode) => render(<ChakraProvider value={systemFor('green-theme')}>{node}</ChakraProvider>);

describe('MessageAlert', () => {
  it('interrupts for a failure and an urgent warning, and announces the rest politely', () => {
    inChakra(
      <>
        <MessageAlert status="error">Could not save.</MessageAlert>
        <MessageAlert status="warning" urgent>
          No bank details for CNY.
        </MessageAlert>
        <MessageAlert status="warning" title="This shipment was cancelled.">
          Reason: duplicate.
        </MessageAlert>
        <MessageAlert status="info">This shipment is closed.</MessageAlert>
        <ToneAlert problem={false}>Saved.</ToneAlert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Could not save.', 'No bank details for CNY.']);
    expect(screen.getAllByRole('status').map((a) => a.textContent)).toEqual(['This shipment was cancelled.Reason: duplicate.', 'This shipment is closed.', 'Saved.']);
  });

  it('inside a live region the page keeps, leaves the announcing to it (said once, not twice)', () => {
    inChakra(
      <div role="status" aria-label="Outcome">
        <MessageAlert status="success" title="Cancel Success" inLiveRegion>
          Shipment SHP1 is cancelled.
        </MessageAlert>
      </div>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent('Cancel SuccessShipment SHP1 is cancelled.');
  });

  it('puts what to do next under a failure', () => {
    inChakra(<ProblemWithActions actions={<button type="button">Back to the list</button>}>No shipment with this number.</ProblemWithActions>);
    expect(screen.getByRole('alert')).toHaveTextContent('No shipment with this number.');
    expect(screen.getByRole('alert').compareDocumentPosition(screen.getByRole('button', { name: 'Back to the list' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
