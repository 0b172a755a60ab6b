/**
 * Every route of spec section 2, loaded on demand, with its name and title in `handle`
 * (docs/decisions/060-route-paths.md for the paths the spec does not give). The root element is the
 * session gate: it reports each location to the session machine and renders a route only when the
 * machine lets it through. The signed-in routes' code waits for the session (docs/decisions/193).
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

/** A page route's `lazy`: its module's `component` export, with the messages of its features (one or more). */
function page<M, K extends keyof M>(features: string | string[], load: () => Promise<M>, component: K): () => Promise<{ Component: M[K] }> {
  return () =>
    Promise.all([load(), ...[features].flat().map(loadFeatureMessages)]).then(([mod]) => ({ Component: (mod as M)[component] }));
}

/**
 * The quote pages, under "" (name find-quote) and again under its alias "find-quote"; the quote form
 * is the index and its alias "quote" (spec: "(empty child) alias quote").
 */
const quoteChildren = (): RouteObject[] => [
  {
    index: true,
    handle: handle('quote', 'shell.route.quote'),
    lazy: page('quote', () => import('../features/quote/find-quote.page'), 'FindQuotePage'),
  },
  {
    path: 'quote',
    handle: handle('quote', 'shell.route.quote'),
    lazy: page('quote', () => import('../features/quote/find-quote.page'), 'FindQuotePage'),
  },
  {
    path: 'quote-result',
    handle: handle('quoteResult', 'shell.route.quoteResult'),
    lazy: page('quote', () => import('../features/quote/quote-result.page'), 'QuoteResultPage'),
  },
  {
    path: 'booking-confirm',
    handle: handle('bookingConfirm', 'shell.route.bookingConfirm'),
    lazy: page('quote', () => import('../features/quote/booking-confirm.page'), 'BookingConfirmPage'),
  },
];

// Bills name their shipment's status in the shipment glossary's words.
const BILLING = ['billing', 'shipment'];

/**
 * Account Setting's sections (docs/decisions/130): /account/setting opens Profile. The sections share
 * the sign-up and password wording of the auth catalogue, so both load with them. Change Password is
 * the form of the standalone page, composed here so that no feature imports another.
 */
const ACCOUNT = ['account', 'auth'];
const accountProfile = page(ACCOUNT, () => import('../features/account/profile-section'), 'ProfileSection');
const accountChildren = (): RouteObject[] => [
  { index: true, handle: handle('accountSetting', 'shell.route.accountSetting'), lazy: accountProfile },
  { path: 'profile', handle: handle('accountProfile', 'shell.route.accountSetting'), lazy: accountProfile },
  {
    path: 'company',
    handle: handle('accountCompany', 'shell.route.accountSetting'),
    lazy: page(ACCOUNT, () => import('../features/account/company-section'), 'CompanySection'),
  },
  {
    path: 'users',
    handle: handle('accountUsers', 'shell.route.accountSetting'),
    lazy: page(ACCOUNT, () => import('../features/account/users/users-section'), 'UsersSection'),
  },
  {
    path: 'password',
    handle: handle('accountPassword', 'shell.route.accountSetting'),
    lazy: page(ACCOUNT, () => import('../features/auth/change-password.page'), 'ChangePasswordSection'),
  },
];

const signIn = page('auth', () => import('../features/auth/sign-in.page'), 'SignInPage');

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
        // A fallback on each top route, not only the root: the gate (the root's element) is mounted while
        // the first route's code loads, so it can send a signed-out visitor on before any of it arrives.
        HydrateFallback: BootFallback,
        lazy: page('auth', () => import('../features/auth/login.layout'), 'LoginLayout'),
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
        HydrateFallback: BootFallback,
        lazy: () => withMessages('shell', withSignedInApp(() => import('../features/shell/app.layout'))).then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            // One boundary for the pages inside the layout: a page that fails keeps the menu and offers a way back.
            lazy: () => import('../features/shell/page-error').then((m) => ({ ErrorBoundary: m.PageError })),
            children: [
              { handle: handle('find-quote', 'shell.route.quote'), children: quoteChildren() },
              { path: 'find-quote', handle: handle('find-quote', 'shell.route.quote'), children: quoteChildren() },
              {
                path: 'account/setting',
                handle: handle('accountSetting', 'shell.route.accountSetting'),
                lazy: page(ACCOUNT, () => import('../features/account/account-setting.page'), 'AccountSettingPage'),
                children: accountChildren(),
              },
              {
                path: 'account/change-password',
                handle: handle('changePassword', 'shell.route.changePassword'),
                lazy: page('auth', () => import('../features/auth/change-password.page'), 'ChangePasswordPage'),
              },
              {
                path: 'dashboard',
                handle: handle('dashboard', 'shell.route.dashboard'),
                lazy: page('dashboard', () => import('../features/dashboard/dashboard.page'), 'DashboardPage'),
              },
              {
                path: 'billing',
                handle: handle('billing', 'shell.route.billing'),
                lazy: page(BILLING, () => import('../features/billing/billing.layout'), 'BillingLayout'),
                children: [
                  {
                    index: true,
                    handle: handle('billing', 'shell.route.billing'),
                    lazy: page(BILLING, () => import('../features/billing/billing.layout'), 'BillingIndex'),
                  },
                  {
                    path: 'invoice',
                    handle: handle('invoice', 'shell.route.invoice'),
                    lazy: page(BILLING, () => import('../features/billing/invoice.page'), 'InvoicePage'),
                  },
                  {
                    path: 'bank-detail',
                    handle: handle('bankDetail', 'shell.route.bankDetail'),
                    lazy: page(BILLING, () => import('../features/billing/bank-detail.page'), 'BankDetailPage'),
                  },
                  {
                    path: 'upcoming-bill',
                    handle: handle('upcomingBill', 'shell.route.upcomingBill'),
                    lazy: page(BILLING, () => import('../features/billing/upcoming-bill.page'), 'UpcomingBillPage'),
                  },
                  {
                    path: 'upcoming-payouts',
                    handle: handle('upcomingPayouts', 'shell.route.upcomingPayouts'),
                    lazy: page(BILLING, () => import('../features/billing/upcoming-payouts.page'), 'UpcomingPayoutsPage'),
                  },
                  {
                    path: 'history-statement',
                    handle: handle('historyStatement', 'shell.route.historyStatement'),
                    lazy: page(BILLING, () => import('../features/billing/history-statement.page'), 'HistoryStatementPage'),
                  },
                ],
              },
              {
                path: 'shipment/list',
                handle: handle('shipment', 'shell.route.shipment'),
                lazy: page('shipment', () => import('../features/shipment/shipment-list.page'), 'ShipmentListPage'),
              },
              {
                path: 'shipment/:id',
                handle: handle('shipmentInfo', 'shell.route.shipmentInfo'),
                lazy: page('shipment', () => import('../features/shipment/shipment-detail.page'), 'ShipmentDetailPage'),
              },
              {
                path: 'history/list',
                handle: handle('historyList', 'shell.route.historyList'),
                lazy: page('rate', () => import('../features/rate/history-list.page'), 'HistoryListPage'),
              },
              {
                path: 'log/list',
                handle: handle('logList', 'shell.route.logList'),
                lazy: page('rate', () => import('../features/rate/log-list.page'), 'LogListPage'),
              },
              {
                path: 'my-request',
                handle: handle('myRequest', 'shell.route.myRequest'),
                lazy: page('quote', () => import('../features/quote/my-request.page'), 'MyRequestPage'),
              },
              {
                path: 'quote-management',
                handle: handle('quoteManagement', 'shell.route.quoteManagement'),
                lazy: page('quote', () => import('../features/quote/quote-management.page'), 'QuoteManagementPage'),
              },
              {
                path: 'help-center',
                handle: handle('helpCenter', 'shell.route.helpCenter'),
                lazy: page('help', () => import('../features/help/help-center.page'), 'HelpCenterPage'),
              },
              {
                path: '*',
                handle: handle('notFound', 'shell.route.notFound'),
                lazy: page('shell', () => import('../features/shell/not-found.page'), 'NotFoundPage'),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** `routes` with every `lazy` under them waiting for `ready` first. */
function waitingFor(ready: () => Promise<unknown>, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const waited = typeof lazy === 'function' ? { lazy: () => ready().then(() => lazy()) } : {};
    return { ...route, ...waited, ...(children ? { children: waitingFor(ready, children) } : {}) } as RouteObject;
  });
}

/**
 * The browser's router. The signed-in routes (everything but /login) start loading their code only once
 * `signedInCodeWanted` resolves: a signed-out visit to a signed-in URL then downloads what /login does.
 */
export function createAppRouter(signedInCodeWanted: () => Promise<unknown>) {
  const routes = appRoutes.map((root) => ({
    ...root,
    children: root.children?.map((top) => (top.path === 'login' ? top : waitingFor(signedInCodeWanted, [top])[0]!)),
  })) as RouteObject[];
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
