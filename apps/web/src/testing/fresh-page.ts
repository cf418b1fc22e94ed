import { afterAll, vi } from 'vitest';

/*
 * Test files share their worker's window and the libraries it loaded (React, antd), which cost
 * more to load for every file than most files' tests take. Each file still starts as a new page
 * would: our own modules are evaluated anew, so that module mocks and module state belong to the
 * file, and no cookie or storage is left from the files before it.
 */
vi.resetModules();
for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
  if (name) document.cookie = `${name}=; path=/; max-age=0`;
}
localStorage.clear();
sessionStorage.clear();

// An import a file started last (a lazy route) must not finish in the next file's fresh modules,
// where it would bind the real modules that file mocks.
afterAll(() => vi.dynamicImportSettled());
