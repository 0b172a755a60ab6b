/**
 * The Reset Password link (docs/decisions/072-reset-password-route-and-token.md):
 * /login/reset-password?email=<e-mail>&resetToken=<token>. Sign in builds it for an invited user;
 * the forgot-password e-mail carries the same link.
 */
export const RESET_PASSWORD_PATH = '/login/reset-password';

export const resetPasswordPath = (email: string, resetToken: string): string =>
  `${RESET_PASSWORD_PATH}?${new URLSearchParams({ email, resetToken }).toString()}`;

export const readResetLink = (search: URLSearchParams) => ({
  email: search.get('email'),
  resetToken: search.get('resetToken'),
});
