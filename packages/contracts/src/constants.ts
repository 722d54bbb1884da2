/** Business constants and limits of spec section 9, in one place for browser and server. */

export const STRATEGIES = ['asylum', 'vawasp', 'vawach', 'tvisa'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RESET_LOCKOUT_MS = 10 * 60 * 1000;
export const ACTIVATION_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const FILE_MAX_BYTES = 6 * 1024 * 1024;
export const FILES_TOTAL_MAX_BYTES = 30 * 1024 * 1024;
export const CHILD_MAX_AGE_YEARS = 21;

export const ESTIMATES = {
  documentsMinutes: 30,
  informationMinutes: 90,
  assemblyDays: 1,
  finalReviewMinutes: 20,
  asylumInterviewHours: 1,
} as const;

export const LEGAL_FACTS = {
  workPermitDaysAfterAsylumReceipt: 180,
  asylumFilingYearsAfterArrival: 1,
  vawaDivorceFilingWindowYears: 2,
  tVisaInitialResidenceYears: 4,
  tVisaPermanentResidenceAfterYears: 3,
} as const;

export const SESSION = {
  inactivityLogoutSeconds: 900,
  refreshWindowSeconds: 120,
  recheckBeforeExpirySeconds: 30,
} as const;

export const HTTP_RETRIES = 2;
export const ENGINE_WAIT_POLL_MS = 100;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const IDLE_PREFETCH_DELAY_MS = 1_000;
export const IDLE_PREFETCH_PARALLEL = 4;
export const DEBOUNCE_DEFAULT_MS = 25;

export const TOAST = {
  autoClose: true,
  durationMs: 4000,
  smallMaxWidthPx: 300,
  largeMaxWidthPx: 444,
} as const;

export const MODAL = {
  defaultWidth: '31.25rem',
  visibleDelayMs: 10,
  closeEmitDelayMs: 1000,
} as const;

export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const UI_TYPES = ['default', 'info', 'warning', 'success', 'error'] as const;
export type UiType = (typeof UI_TYPES)[number];
export const UI_SIZES = ['small', 'medium', 'large'] as const;
export type UiSize = (typeof UI_SIZES)[number];
