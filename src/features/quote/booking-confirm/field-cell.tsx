/**
 * A field of Booking Confirm's form grids as rows of the grid itself (CSS subgrid): its label, its
 * input, then its hint and message. Fields side by side keep their inputs on one line whether a label
 * wraps or a message shows under one of them, and each label sits right above its input.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export interface FieldCellProps {
  /** On a phone, the whole row (a long value: company, address, e-mail); beside its neighbour from `md`. */
  wide?: boolean;
  /** Label, input and the lines under it: 3, or 4 for a field with a hint that may also show a message. */
  rows?: 3 | 4;
  children: ReactNode;
}

export function FieldCell({ wide = false, rows = 3, children }: FieldCellProps) {
  return (
    <Box
      display="contents"
      css={{
        // The field's own root (a labelled group of the form kit) becomes the subgrid.
        '& > *': {
          display: 'grid',
          gridTemplateRows: 'subgrid',
          gridRow: `span ${rows}`,
          gridColumn: wide ? { base: '1 / -1', md: 'auto' } : 'auto',
          minWidth: '0',
        },
        '& > * > label': { alignSelf: 'end' },
      }}
    >
      {children}
    </Box>
  );
}
