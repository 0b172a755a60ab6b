/**
 * The actors the sign-in screens' machines declare by name, built on the one API client. Pages
 * provide them with `machine.provide({ actors: useAppActors().auth })`; tests provide fakes.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import { formHeaders } from '../../api/middleware/form';
import type { ProviderTokens, SignInCredentials, SignInOutcome, SignedInSession, SocialProvider } from '../../../machines/sign-in.machine';
import type { RobotChallenge, SignUpRequest } from '../../../machines/sign-up.machine';
import type { ResetPasswordRequest } from '../../../machines/reset-password.machine';
import type { ChangePasswordRequest } from '../../../machines/change-password.machine';
import { singleFlight } from './single-flight';

export function createAuthActors(client: ApiClient) {
  // StrictMode starts the sign-up machine twice on mount: both starts share one challenge request.
  const loadQuestionChallenge = singleFlight<void, RobotChallenge>(async () => {
    const data = await call(client.GET('/captcha/challenge'));
    return { captchaId: data.captchaId, prompt: data.question, expiresAt: data.expiresAt };
  });

  return {
    signIn: fromPromise<SignInOutcome, SignInCredentials>(async ({ input, signal }) => {
      const data = await call(client.POST('/user/login', { body: input, headers: formHeaders, signal }));
      if (data.mustResetPassword) return { kind: 'mustResetPassword', resetToken: data.resetToken };
      return {
        kind: 'signedIn',
        accessToken: data.access_token,
        refreshToken: data.refresh_token,
        expiresIn: data.expires_in,
        user: data.user,
      };
    }),

    socialAuthorize: fromPromise<ProviderTokens, { provider: SocialProvider }>(async ({ input, signal }) => {
      const data = await call(client.POST('/user/social/authorize', { body: { provider: input.provider }, signal }));
      return { accessToken: data.accessToken, refreshToken: data.refreshToken, expiresIn: data.expiresIn };
    }),

    loginByToken: fromPromise<SignedInSession, ProviderTokens>(async ({ input, signal }) => {
      const data = await call(
        client.POST('/user/loginByToken', {
          // The spec's payload: the provider's tokens, with expiresIn 0.
          body: { accessToken: input.accessToken, refreshToken: input.refreshToken, expiresIn: 0 },
          signal,
        }),
      );
      return { accessToken: data.access_token, refreshToken: data.refresh_token, expiresIn: data.expires_in, user: data.user };
    }),

    loadChallenge: fromPromise<RobotChallenge, void>(() => loadQuestionChallenge()),

    signUp: fromPromise<void, SignUpRequest>(async ({ input, signal }) => {
      await call(client.POST('/user/signup', { body: input, signal }));
    }),

    forgotPassword: fromPromise<void, { email: string }>(async ({ input, signal }) => {
      await call(client.POST('/user/password/forget', { body: input, signal }));
    }),

    resetPassword: fromPromise<void, ResetPasswordRequest>(async ({ input, signal }) => {
      await call(client.POST('/user/password/reset', { body: input, signal }));
    }),

    changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
      await call(client.POST('/user/password/change', { body: input, signal }));
    }),
  };
}

export type AuthActors = ReturnType<typeof createAuthActors>;
