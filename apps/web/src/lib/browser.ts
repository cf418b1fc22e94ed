/**
 * Leaves the app for another page (the payment portal). Kept in one place so that tests can
 * replace it: a test environment cannot follow a full page load.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
