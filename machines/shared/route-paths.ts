/**
 * The app's paths, in one place (spec section 2; docs/decisions/060 for those the spec does not give).
 * Machines decide where a user goes (the session's redirects, a booking's next page) and views link,
 * so both read them here; src/app/router.tsx declares the routes and tests/app/routing.test.tsx checks
 * that every path below reaches a named route.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  signIn: '/login/sign-in',
  forgotPassword: '/login/forgot-password',
  signUp: '/login/sign-up',
  resetPassword: '/login/reset-password',
  findQuote: '/quote',
  quoteResult: '/quote-result',
  bookingConfirm: '/booking-confirm',
  accountSetting: '/account/setting',
  accountProfile: '/account/setting/profile',
  accountCompany: '/account/setting/company',
  accountUsers: '/account/setting/users',
  accountPassword: '/account/setting/password',
  changePassword: '/account/change-password',
  dashboard: '/dashboard',
  billing: '/billing',
  invoice: '/billing/invoice',
  bankDetail: '/billing/bank-detail',
  upcomingBill: '/billing/upcoming-bill',
  upcomingPayouts: '/billing/upcoming-payouts',
  historyStatement: '/billing/history-statement',
  shipmentList: '/shipment/list',
  historyList: '/history/list',
  logList: '/log/list',
  myRequest: '/my-request',
  quoteManagement: '/quote-management',
  helpCenter: '/help-center',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The public paths of spec section 2, plus Reset Password (its user has no session yet). */
export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.signIn, PATHS.forgotPassword, PATHS.signUp, PATHS.resetPassword];

export const shipmentPath = (shipmentId: string | number) => `/shipment/${encodeURIComponent(String(shipmentId))}`;

export const bookingPath = (quoteId: string) => `${PATHS.bookingConfirm}?quoteId=${encodeURIComponent(quoteId)}`;

/** /login/reset-password?email=…&resetToken=… (docs/decisions/072): built by Sign In for an invited user, and by the e-mail. */
export const resetPasswordPath = (email: string, resetToken: string): string =>
  `${PATHS.resetPassword}?${new URLSearchParams({ email, resetToken }).toString()}`;

