/**
 * What a Reset Password link carries (docs/decisions/072-reset-password-route-and-token.md):
 * /login/reset-password?email=<e-mail>&resetToken=<token>. The link itself is built by
 * resetPasswordPath (machines/shared/route-paths.ts).
 */
export const readResetLink = (search: URLSearchParams) => ({
  email: search.get('email'),
  resetToken: search.get('resetToken'),
});
