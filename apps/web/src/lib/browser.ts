/**
 * Leaves the app for another page (the payment portal), or for another bundle of the site. Kept in one place so that tests can
 * replace it: a test environment cannot follow a full page load.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

/** Loads a page of this site anew in place of the current history entry (the public site handing over to the app). */
export function loadInPlace(url: string): void {
  window.location.replace(url);
}
