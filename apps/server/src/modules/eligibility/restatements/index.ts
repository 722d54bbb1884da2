export type { ScreeningCheck, ScreeningFactChange } from './check-screening';
export { checkScreening } from './check-screening';
export type { LegalAnswer, Restatement } from './restatements';
export { LAST_ARRIVAL, latestEntry, RESTATEMENTS } from './restatements';
export type { ScreeningOffer } from './screening-offers';
export { screeningOffers } from './screening-offers';
