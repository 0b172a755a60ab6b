/**
 * How feature machines reach the one session actor: as actions provided at the app root, by machine.
 * A page provides these with its actors (`machine.provide({ actors, actions: useSessionBridges().booking })`),
 * so no view sends one machine's outcome to another.
 */
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine';
import type { CurrentUser } from '../../../machines/session.machine';
import type { SignedIn } from '../../../machines/sign-in.machine';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

export function createSessionBridges(session: SessionRef) {
  return {
    signIn: {
      // The session stores the tokens and the user, reloads the company settings and navigates.
      signedIn: (_: unknown, signedIn: SignedIn) =>
        session.send({
          type: 'SIGNED_IN',
          accessToken: signedIn.accessToken,
          refreshToken: signedIn.refreshToken,
          expiresIn: signedIn.expiresIn,
          user: signedIn.user,
          remember: signedIn.remember,
        }),
    },
    booking: {
      // 50001 "user not found": end the session the way an auth failure does; the draft is kept and
      // the page is the way back after signing in again.
      signInAgain: () => session.send({ type: 'AUTH_FAILURE', reason: 'booking-user-missing' }),
    },
    account: {
      // A saved profile: the header shows the new name at once, and a reload keeps it.
      profileSaved: (_: unknown, user: CurrentUser) => session.send({ type: 'USER_UPDATED', user }),
    },
  };
}

export type SessionBridges = ReturnType<typeof createSessionBridges>;
