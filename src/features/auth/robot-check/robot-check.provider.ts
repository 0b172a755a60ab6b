/**
 * The not-a-robot check is pluggable (docs/decisions/071-robot-check-provider.md). A provider has
 * two halves:
 *  - its challenge loader, the sign-up machine's `loadChallenge` actor (src/app/actors/auth.actors.ts),
 *    which answers a RobotChallenge: an id the server checks the answer against, and a prompt for
 *    providers that ask something;
 *  - its widget, below, which shows the challenge and reports the answer (for a token-based provider,
 *    the token it produced) through `onAnswer`.
 * The answer travels with the sign-up as `captchaId` + `captchaAnswer`; the server verifies it.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RobotChallenge } from '../../../../machines/sign-up.machine';

export interface RobotCheckWidgetProps {
  /** Used to build the ids of the answer field and its messages. */
  id: string;
  status: 'loading' | 'ready' | 'failed';
  challenge: RobotChallenge | null;
  answer: string;
  onAnswer: (answer: string) => void;
  /** Asks for another challenge (after a failed load, or when the user wants another one). */
  onRenew: () => void;
  /** The translated problem with the answer, if any. */
  error: ReactNode;
  /** The translated reason the challenge did not load, if it did not. */
  loadError: ReactNode;
  disabled: boolean;
}

export interface RobotCheckProvider {
  /** Names the provider in logs and tests. */
  id: string;
  Widget: ComponentType<RobotCheckWidgetProps>;
}
