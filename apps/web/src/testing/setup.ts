import { configure } from '@testing-library/react';
import * as React from 'react';
import { beforeEach } from 'vitest';
import { startAppI18n } from '../i18n/index.ts';

/*
 * Waits end as soon as what they wait for shows, so a generous limit costs a passing test nothing;
 * it keeps a test from failing only because two cores are busy with the other test projects.
 */
configure({ asyncUtilTimeout: 5_000 });

// As the app does before it renders (main.tsx).
await startAppI18n();

// Each test is a browser session of its own: what one agreed to or stored does not carry over.
beforeEach(() => sessionStorage.clear());

/*
 * React's development build records where every element was created (an Error and its stack per
 * element, up to 10,000 a render) to name components in its warnings. The tests read no such
 * stack, and the recording was a twentieth of their time; claiming the budget is spent turns it off.
 */
const internals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => Number.MAX_SAFE_INTEGER,
  set: () => undefined,
});
