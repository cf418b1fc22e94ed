import { beforeEach } from 'vitest';
import { configure } from '@testing-library/react';

/*
 * Waits end as soon as what they wait for shows, so a generous limit costs a passing test nothing;
 * it keeps a test from failing only because two cores are busy with the other test projects.
 */
configure({ asyncUtilTimeout: 5_000 });

// Each test is a browser session of its own: what one agreed to or stored does not carry over.
beforeEach(() => sessionStorage.clear());
