/** What other modules read of a user's use of their plan: the counts their plan limits are checked against. */
export { activeAlertCount, adsLookupsSince } from './usage.repo.ts';
