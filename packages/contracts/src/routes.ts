/**
 * The route table of the product, mirroring spec section 2. It is the single source of truth for
 * which paths exist: the web router builds its routes from it and the server uses it to answer
 * 200 or 404 for a page request, so the two can never disagree.
 */
import { STRATEGIES } from './constants';

export const LAYOUTS = [
  'dashboard',
  'default',
  'home',
  'initial-page',
  'questionnaire',
  'referral',
  'empty',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export const GUARDS = [
  'temp-auth',
  'auth',
  'pay',
  'access-payment',
  'access-my-case',
  'elegible',
  'no-elegible',
] as const;
export type Guard = (typeof GUARDS)[number];

export const BREADCRUMB_KEYS = [
  'help',
  'my-request',
  'request',
  'download-case',
  'congratulations',
  'submit-your-case',
] as const;
export type BreadcrumbKey = (typeof BREADCRUMB_KEYS)[number];

/** Which part of spec section 2 a route belongs to; decides the default guard behaviour. */
export type RouteAccess = 'public' | 'pre-account' | 'authenticated' | 'unguarded';

export interface RouteDefinition {
  /** Stable id, also the i18n key of the page title: `routes.<id>.title`. */
  id: string;
  /** Path without the locale prefix; `:name` marks a parameter. */
  path: string;
  layout: Layout;
  access: RouteAccess;
  guards: readonly Guard[];
  /** Allowed values or pattern of each path parameter; anything else is a 404. */
  params?: Readonly<Record<string, readonly string[] | RegExp>>;
  /** Breadcrumb trail, as keys of spec section 2, outermost first. */
  breadcrumb?: readonly BreadcrumbKey[];
}

const PUBLIC: readonly RouteDefinition[] = [
  { id: 'home', path: '/', layout: 'home', access: 'public', guards: [] },
  { id: 'help', path: '/help', layout: 'dashboard', access: 'public', guards: [], breadcrumb: ['help'] },
  { id: 'login', path: '/login', layout: 'default', access: 'public', guards: [] },
  { id: 'about-us', path: '/about-us', layout: 'default', access: 'public', guards: [] },
  { id: 'services', path: '/services', layout: 'default', access: 'public', guards: [] },
  { id: 'resources', path: '/resources', layout: 'default', access: 'public', guards: [] },
  { id: 'forgot-password', path: '/forgot-password', layout: 'default', access: 'public', guards: [] },
  { id: 'set-password', path: '/set-password', layout: 'default', access: 'public', guards: [] },
  { id: 'activate-account', path: '/activate-account', layout: 'empty', access: 'public', guards: [] },
  { id: 'account-activated', path: '/account-activated', layout: 'default', access: 'public', guards: [] },
  {
    id: 'resend-activate-account',
    path: '/resend-activate-account',
    layout: 'default',
    access: 'public',
    guards: [],
  },
  {
    id: 'instructions-activate',
    path: '/instructions-activate',
    layout: 'default',
    access: 'public',
    guards: [],
  },
  { id: 'final-steps', path: '/final-steps', layout: 'dashboard', access: 'public', guards: [] },
  {
    id: 'final-steps-landing',
    path: '/final-steps-landing',
    layout: 'default',
    access: 'public',
    guards: [],
  },
  { id: 'success-pay', path: '/success-pay', layout: 'default', access: 'public', guards: [] },
  { id: 'preload-salesforce', path: '/preload-salesforce', layout: 'empty', access: 'public', guards: [] },
  {
    id: 'short-url',
    path: '/short-url/:slugId',
    layout: 'empty',
    access: 'public',
    guards: [],
    params: { slugId: /^[A-Za-z0-9_-]{1,64}$/ },
  },
  { id: 'referral', path: '/referral', layout: 'referral', access: 'public', guards: [] },
  {
    id: 'referral-referred-success',
    path: '/referral/referred-success',
    layout: 'referral',
    access: 'public',
    guards: [],
  },
  {
    id: 'referral-report-sale-success',
    path: '/referral/report-sale-success',
    layout: 'referral',
    access: 'public',
    guards: [],
  },
];

const PRE_ACCOUNT: readonly RouteDefinition[] = [
  // The landing starts the temporary session, so it cannot require one.
  {
    id: 'pre-questionnaire',
    path: '/pre-questionnaire',
    layout: 'initial-page',
    access: 'pre-account',
    guards: [],
  },
  {
    id: 'questionnaire',
    path: '/questionnaire',
    layout: 'questionnaire',
    access: 'pre-account',
    guards: ['temp-auth'],
  },
  {
    id: 'great-news',
    path: '/great-news',
    layout: 'initial-page',
    access: 'pre-account',
    guards: ['temp-auth', 'elegible'],
  },
  {
    id: 'create-account',
    path: '/create-account',
    layout: 'default',
    access: 'pre-account',
    guards: ['temp-auth', 'elegible'],
  },
  {
    id: 'explore-your-options',
    path: '/explore-your-options',
    layout: 'default',
    access: 'pre-account',
    guards: ['temp-auth', 'elegible'],
  },
  {
    id: 'explore-your-options-strategy',
    path: '/explore-your-options/:strategy',
    layout: 'default',
    access: 'pre-account',
    guards: ['temp-auth', 'elegible'],
    params: { strategy: STRATEGIES },
  },
  {
    id: 'eligibility-confirmation',
    path: '/eligibility-confirmation',
    layout: 'default',
    access: 'pre-account',
    guards: ['temp-auth', 'elegible'],
  },
  {
    id: 'no-eligibility-submit',
    path: '/no-eligibility-submit',
    layout: 'default',
    access: 'pre-account',
    guards: ['temp-auth', 'no-elegible'],
  },
  {
    id: 'no-eligibility-confirmation',
    path: '/no-eligibility-confirmation',
    layout: 'default',
    access: 'pre-account',
    guards: ['temp-auth', 'no-elegible'],
  },
];

const authenticated = (id: string, layout: Layout = 'dashboard', guards: readonly Guard[] = ['auth']) =>
  ({ id, path: `/${id}`, layout, access: 'authenticated', guards }) as const satisfies RouteDefinition;

const AUTHENTICATED: readonly RouteDefinition[] = [
  authenticated('legal-sections'),
  authenticated('declaration-sections'),
  authenticated('plan-selection'),
  authenticated('change-password', 'default'),
  authenticated('confirmation-st'),
  authenticated('announcements-st'),
  authenticated('submission-error-st'),
  authenticated('cancel-pay'),
  authenticated('pending-pay'),
  authenticated('payment-options'),
  authenticated('old-pay'),
  authenticated('pay', 'dashboard', ['auth', 'access-payment']),
];

const PAID_GUARDS = ['auth', 'pay'] as const;
const paid = (id: string, breadcrumb?: readonly BreadcrumbKey[]): RouteDefinition => ({
  ...authenticated(id, 'dashboard', PAID_GUARDS),
  ...(breadcrumb ? { breadcrumb } : {}),
});

const PAID: readonly RouteDefinition[] = [
  paid('contract'),
  paid('my-profile'),
  paid('declaration'),
  paid('derivatives'),
  paid('review-forms'),
  paid('download-case', ['download-case']),
  paid('legal-landing'),
  paid('personal-info'),
  paid('document-merge'),
  paid('review-landing'),
  paid('congratulations', ['congratulations']),
  paid('document-upload'),
  paid('forms-checklist'),
  paid('legal-questions'),
  paid('document-landing'),
  paid('my-request', ['my-request']),
  { ...paid('my-request-request', ['my-request', 'request']), path: '/my-request/request' },
  paid('submit-your-case', ['submit-your-case']),
  paid('document-checklist'),
  paid('document-translate'),
  paid('edit-form-sections'),
  paid('fill-document-data'),
  paid('final-instructions'),
  paid('declaration-landing'),
  paid('edit-section-answers'),
  paid('add-additional-evidence'),
  paid('declaration-recommendations'),
  paid('consultation'),
  paid('talk-to-a-lawyer'),
  paid('interview-practice'),
];

const MY_CASE_GUARDS = ['auth', 'pay', 'access-my-case'] as const;
const myCase = (id: string, path = `/${id}`): RouteDefinition => ({
  id,
  path,
  layout: 'dashboard',
  access: 'authenticated',
  guards: MY_CASE_GUARDS,
});

const MY_CASE: readonly RouteDefinition[] = [
  myCase('signature'),
  myCase('old-signature'),
  myCase('start-application'),
  myCase('case-dashboard'),
  myCase('case-dashboard-prepare-case', '/case-dashboard/prepare-case'),
];

const UNGUARDED: readonly RouteDefinition[] = [
  { id: 'profile', path: '/profile', layout: 'dashboard', access: 'unguarded', guards: [] },
];

/** Every route of the product, without the locale prefix. */
export const ROUTES: readonly RouteDefinition[] = [
  ...PUBLIC,
  ...PRE_ACCOUNT,
  ...AUTHENTICATED,
  ...PAID,
  ...MY_CASE,
  ...UNGUARDED,
];

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  locale: Locale;
}

/** Splits `/es/...` into its locale and the path without the prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/es' || pathname === '/es/') return { locale: 'es', path: '/' };
  if (pathname.startsWith('/es/')) return { locale: 'es', path: pathname.slice(3) };
  return { locale: 'en', path: pathname };
}

/** Adds the locale prefix to a locale-free path. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/es' : `/es${path}`;
}

function matchOne(route: RouteDefinition, path: string): Record<string, string> | null {
  const want = route.path.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      const name = w.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      const rule = route.params?.[name];
      if (rule instanceof RegExp ? !rule.test(value) : rule && !rule.includes(value)) return null;
      params[name] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Finds the route a browser path (with or without `/es`) names, or null when it is not a page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  for (const route of ROUTES) {
    const params = matchOne(route, clean);
    if (params) return { route, params, locale };
  }
  return null;
}
