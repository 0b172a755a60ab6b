/**
 * Every route of spec section 2, loaded on demand, with its name and title in `handle`
 * (docs/decisions/060-route-paths.md for the paths the spec does not give). The root element is the
 * session gate: it reports each location to the session machine and renders a route only when the
 * machine lets it through.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadFeatureMessages } from '../i18n/catalogues';
import { loadAppTheme } from '../theme/systems';
import { loadFeatureActors } from './actors/all.actors';
import type { RouteHandle } from './route-handle';
import { BootFallback, RouteError, SessionGate } from './session-gate';

const handle = (name: string, title?: string): RouteHandle => (title ? { name, title } : { name });

/**
 * A route's code with the part of the Chakra theme that Sign In does not use (decision 103): the first
 * load of a signed-out visit carries only the boot screens' and Sign In's. The signed-in layout loads it
 * for every page under it; the other /login screens load it themselves.
 */
function withAppTheme<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAppTheme()]).then(([mod]) => mod);
}

/** The signed-in layout: with the rest of the theme and the features' actors, for every page under it (decision 104). */
function withSignedInApp<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAppTheme(), loadFeatureActors()]).then(([mod]) => mod);
}

/** A route's code and its feature's messages, loaded together: a page never renders an untranslated id. */
function withMessages<T>(feature: string, load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadFeatureMessages(feature)]).then(([mod]) => mod);
}

/**
 * The quote pages, under "" (name find-quote) and again under its alias "find-quote"; the quote form
 * is the index and its alias "quote" (spec: "(empty child) alias quote").
 */
const quoteChildren = (): RouteObject[] => [
  {
    index: true,
    handle: handle('quote', 'shell.route.quote'),
    lazy: () => withMessages('quote', () => import('../features/quote/find-quote.page')).then((m) => ({ Component: m.FindQuotePage })),
  },
  {
    path: 'quote',
    handle: handle('quote', 'shell.route.quote'),
    lazy: () => withMessages('quote', () => import('../features/quote/find-quote.page')).then((m) => ({ Component: m.FindQuotePage })),
  },
  {
    path: 'quote-result',
    handle: handle('quoteResult', 'shell.route.quoteResult'),
    lazy: () => withMessages('quote', () => import('../features/quote/quote-result.page')).then((m) => ({ Component: m.QuoteResultPage })),
  },
  {
    path: 'booking-confirm',
    handle: handle('bookingConfirm', 'shell.route.bookingConfirm'),
    lazy: () => withMessages('quote', () => import('../features/quote/booking-confirm.page')).then((m) => ({ Component: m.BookingConfirmPage })),
  },
];

// Bills name their shipment's status in the shipment glossary's words.
const withBillingMessages = <T,>(load: () => Promise<T>) => withMessages('billing', () => withMessages('shipment', load));

/**
 * Account Setting's sections (docs/decisions/130): /account/setting opens Profile. The sections share
 * the sign-up and password wording of the auth catalogue, so both load with them. Change Password is
 * the form of the standalone page, composed here so that no feature imports another.
 */
const withAccountMessages = <T,>(load: () => Promise<T>) => withMessages('account', () => withMessages('auth', load));
const accountProfile = () => withAccountMessages(() => import('../features/account/profile-section')).then((m) => ({ Component: m.ProfileSection }));
const accountChildren = (): RouteObject[] => [
  { index: true, handle: handle('accountSetting', 'shell.route.accountSetting'), lazy: accountProfile },
  { path: 'profile', handle: handle('accountProfile', 'shell.route.accountSetting'), lazy: accountProfile },
  {
    path: 'company',
    handle: handle('accountCompany', 'shell.route.accountSetting'),
    lazy: () => withAccountMessages(() => import('../features/account/company-section')).then((m) => ({ Component: m.CompanySection })),
  },
  {
    path: 'users',
    handle: handle('accountUsers', 'shell.route.accountSetting'),
    lazy: () => withAccountMessages(() => import('../features/account/users/users-section')).then((m) => ({ Component: m.UsersSection })),
  },
  {
    path: 'password',
    handle: handle('accountPassword', 'shell.route.accountSetting'),
    lazy: () => withAccountMessages(() => import('../features/auth/change-password.page')).then((m) => ({ Component: m.ChangePasswordSection })),
  },
];

const signIn = () => withMessages('auth', () => import('../features/auth/sign-in.page')).then((m) => ({ Component: m.SignInPage }));

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <SessionGate />,
    HydrateFallback: BootFallback,
    errorElement: <RouteError />,
    children: [
      {
        path: 'login',
        handle: handle('login', 'shell.route.signIn'),
        lazy: () => withMessages('auth', () => import('../features/auth/login.layout')).then((m) => ({ Component: m.LoginLayout })),
        children: [
          { index: true, handle: handle('sign-in', 'shell.route.signIn'), lazy: signIn },
          { path: 'sign-in', handle: handle('sign-in', 'shell.route.signIn'), lazy: signIn },
          {
            path: 'forgot-password',
            handle: handle('forgotPassword', 'shell.route.forgotPassword'),
            lazy: () => withMessages('auth', withAppTheme(() => import('../features/auth/forgot-password.page'))).then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'sign-up',
            handle: handle('signUp', 'shell.route.signUp'),
            lazy: () => withMessages('auth', withAppTheme(() => import('../features/auth/sign-up.page'))).then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: 'reset-password',
            handle: handle('resetPassword', 'shell.route.resetPassword'),
            lazy: () => withMessages('auth', withAppTheme(() => import('../features/auth/reset-password.page'))).then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        path: '/',
        handle: handle('layout'),
        lazy: () => withMessages('shell', withSignedInApp(() => import('../features/shell/app.layout'))).then((m) => ({ Component: m.AppLayout })),
        children: [
          { handle: handle('find-quote', 'shell.route.quote'), children: quoteChildren() },
          { path: 'find-quote', handle: handle('find-quote', 'shell.route.quote'), children: quoteChildren() },
          {
            path: 'account/setting',
            handle: handle('accountSetting', 'shell.route.accountSetting'),
            lazy: () => withAccountMessages(() => import('../features/account/account-setting.page')).then((m) => ({ Component: m.AccountSettingPage })),
            children: accountChildren(),
          },
          {
            path: 'account/change-password',
            handle: handle('changePassword', 'shell.route.changePassword'),
            lazy: () => withMessages('auth', () => import('../features/auth/change-password.page')).then((m) => ({ Component: m.ChangePasswordPage })),
          },
          {
            path: 'dashboard',
            handle: handle('dashboard', 'shell.route.dashboard'),
            lazy: () => withMessages('dashboard', () => import('../features/dashboard/dashboard.page')).then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: 'billing',
            handle: handle('billing', 'shell.route.billing'),
            lazy: () => withBillingMessages(() => import('../features/billing/billing.layout')).then((m) => ({ Component: m.BillingLayout })),
            children: [
              {
                index: true,
                handle: handle('billing', 'shell.route.billing'),
                lazy: () => withBillingMessages(() => import('../features/billing/billing.layout')).then((m) => ({ Component: m.BillingIndex })),
              },
              {
                path: 'invoice',
                handle: handle('invoice', 'shell.route.invoice'),
                lazy: () => withBillingMessages(() => import('../features/billing/invoice.page')).then((m) => ({ Component: m.InvoicePage })),
              },
              {
                path: 'bank-detail',
                handle: handle('bankDetail', 'shell.route.bankDetail'),
                lazy: () => withBillingMessages(() => import('../features/billing/bank-detail.page')).then((m) => ({ Component: m.BankDetailPage })),
              },
              {
                path: 'upcoming-bill',
                handle: handle('upcomingBill', 'shell.route.upcomingBill'),
                lazy: () => withBillingMessages(() => import('../features/billing/upcoming-bill.page')).then((m) => ({ Component: m.UpcomingBillPage })),
              },
              {
                path: 'upcoming-payouts',
                handle: handle('upcomingPayouts', 'shell.route.upcomingPayouts'),
                lazy: () => withBillingMessages(() => import('../features/billing/upcoming-payouts.page')).then((m) => ({ Component: m.UpcomingPayoutsPage })),
              },
              {
                path: 'history-statement',
                handle: handle('historyStatement', 'shell.route.historyStatement'),
                lazy: () => withBillingMessages(() => import('../features/billing/history-statement.page')).then((m) => ({ Component: m.HistoryStatementPage })),
              },
            ],
          },
          {
            path: 'shipment/list',
            handle: handle('shipment', 'shell.route.shipment'),
            lazy: () => withMessages('shipment', () => import('../features/shipment/shipment-list.page')).then((m) => ({ Component: m.ShipmentListPage })),
          },
          {
            path: 'shipment/:id',
            handle: handle('shipmentInfo', 'shell.route.shipmentInfo'),
            lazy: () => withMessages('shipment', () => import('../features/shipment/shipment-detail.page')).then((m) => ({ Component: m.ShipmentDetailPage })),
          },
          {
            path: 'history/list',
            handle: handle('historyList', 'shell.route.historyList'),
            lazy: () => withMessages('rate', () => import('../features/rate/history-list.page')).then((m) => ({ Component: m.HistoryListPage })),
          },
          {
            path: 'log/list',
            handle: handle('logList', 'shell.route.logList'),
            lazy: () => withMessages('rate', () => import('../features/rate/log-list.page')).then((m) => ({ Component: m.LogListPage })),
          },
          {
            path: 'my-request',
            handle: handle('myRequest', 'shell.route.myRequest'),
            lazy: () => withMessages('quote', () => import('../features/quote/my-request.page')).then((m) => ({ Component: m.MyRequestPage })),
          },
          {
            path: 'quote-management',
            handle: handle('quoteManagement', 'shell.route.quoteManagement'),
            lazy: () => withMessages('quote', () => import('../features/quote/quote-management.page')).then((m) => ({ Component: m.QuoteManagementPage })),
          },
          {
            path: 'help-center',
            handle: handle('helpCenter', 'shell.route.helpCenter'),
            lazy: () => withMessages('help', () => import('../features/help/help-center.page')).then((m) => ({ Component: m.HelpCenterPage })),
          },
          {
            path: '*',
            handle: handle('notFound', 'shell.route.notFound'),
            lazy: () => withMessages('shell', () => import('../features/shell/not-found.page')).then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
