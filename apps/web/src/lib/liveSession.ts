/**
 * The live-data connection is authenticated by the session cookie when it opens, so it must not
 * outlive the session. The live client registers how to close itself here (without this module
 * importing the socket library); logout closes it.
 */
let closeConnection: (() => void) | null = null;

export function onLiveSessionEnd(close: (() => void) | null): void {
  closeConnection = close;
}

export function endLiveSession(): void {
  closeConnection?.();
}
