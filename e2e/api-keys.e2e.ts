import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buyPlanByApi, signUp } from './support/accounts.ts';
import { startJourney } from './support/journey.ts';

const journey = startJourney();
const run = promisify(execFile);

/** Runs the /api page's curl example as a shell would, with the key in PASARLENS_KEY; answers its status and body. */
async function runExample(example: string, key: string): Promise<{ status: number; body: any }> {
  const { stdout } = await run('sh', ['-c', `${example} -w '\\n%{http_code}'`], {
    env: { ...process.env, PASARLENS_KEY: key },
  });
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

describe('public API journey', () => {
  it('lets a Genius user create a key, run the /api page’s curl example with it, revoke it, and the call then fails', async () => {
    const base = journey.app.baseUrl;
    const context = await journey.browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signUp(page, base, {
      name: 'Rina Kusuma',
      email: 'rina@datatoko.id',
      phone: '081233344455',
      password: 'sate-madura-2026',
    });
    await buyPlanByApi(page, base, 'genius');

    // A named key, its secret shown once.
    await page.goto(`${base}/app/account/api-keys`);
    await page.getByTestId('api-key-name').fill('Dasbor BI');
    await page.getByTestId('api-key-create').click();
    const key = (await page.getByTestId('api-key-secret').textContent())!.trim();
    expect(key).toMatch(/^pl_live_/);

    // The /api page's curl example, as the page shows it, with the key.
    await page.goto(`${base}/api`);
    const example = (await page.getByTestId('api-curl-example').textContent())!;
    expect(example).toContain(`${base}/public/v1/data/categories`);
    const answered = await runExample(example, key);
    expect(answered.status).toBe(200);
    expect(answered.body.data.items.length).toBeGreaterThan(0);
    expect(answered.body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The reference loads only when opened.
    await page.getByTestId('api-reference-open').click();
    await page.locator('rapi-doc').waitFor({ state: 'attached' });

    // The key's use shows on the account page; revoked, the same call fails.
    await page.goto(`${base}/app/account/api-keys`);
    await expect.poll(async () => page.getByTestId('api-key-calls').first().textContent()).toContain('1');
    await page.getByTestId('api-key-revoke').first().click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.locator('.ant-tag-red').first().waitFor();
    const refused = await runExample(example, key);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('API_KEY_INVALID');
    await context.close();
  });
});
