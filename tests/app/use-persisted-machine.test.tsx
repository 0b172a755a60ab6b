import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { assign, setup } from 'xstate';
import { clearDraft, usePersistedMachine } from '../../src/app/use-persisted-machine';

const draftMachine = setup({
  types: { context: {} as { text: string }, events: {} as { type: 'TYPE'; text: string } | { type: 'SUBMIT' } },
}).createMachine({
  id: 'draft',
  context: { text: '' },
  initial: 'editing',
  states: {
    editing: { on: { TYPE: { actions: assign({ text: ({ event }) => event.text }) }, SUBMIT: 'done' } },
    done: { type: 'final' },
  },
});

let send: (e: { type: 'TYPE'; text: string } | { type: 'SUBMIT' }) => void = () => {};
function Draft({ version = 1 }: { version?: number }) {
  const actor = usePersistedMachine(draftMachine, { key: 'test:user-1', version });
  send = actor.send;
  const text = useSelector(actor, (s) => s.context.text);
  return <p>text:{text}</p>;
}

describe('usePersistedMachine', () => {
  it('restores the draft after the page is mounted again (a reload)', () => {
    const first = render(<Draft />);
    act(() => send({ type: 'TYPE', text: 'Shanghai → Los Angeles' }));
    first.unmount();
    render(<Draft />);
    expect(screen.getByText('text:Shanghai → Los Angeles')).toBeInTheDocument();
  });

  it('drops a draft saved by another version of the machine', () => {
    const first = render(<Draft version={1} />);
    act(() => send({ type: 'TYPE', text: 'old shape' }));
    first.unmount();
    render(<Draft version={2} />);
    expect(screen.getByText('text:')).toBeInTheDocument();
  });

  it('forgets the draft once the machine is done, and on clearDraft', () => {
    const first = render(<Draft />);
    act(() => send({ type: 'TYPE', text: 'booked' }));
    act(() => send({ type: 'SUBMIT' }));
    first.unmount();
    const second = render(<Draft />);
    expect(screen.getByText('text:')).toBeInTheDocument();
    act(() => send({ type: 'TYPE', text: 'again' }));
    second.unmount();
    clearDraft('test:user-1');
    render(<Draft />);
    expect(screen.getByText('text:')).toBeInTheDocument();
  });
});
