import type { Page } from 'playwright-core';

export interface TestAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** The verification link from the development outbox. */
export async function verificationLink(page: Page, baseUrl: string, email: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}/dev/outbox`);
  const mails = (await response.json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  const link = mail && /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#login_email').fill(email);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Fills in and sends the registration form on the current page. */
export async function register(page: Page, account: TestAccount): Promise<void> {
  await page.locator('#register_name').fill(account.name);
  await page.locator('#register_email').fill(account.email);
  await page.locator('#register_phone').fill(account.phone);
  await page.locator('#register_password').fill(account.password);
  await page.locator('#register_confirmPassword').fill(account.password);
  await page.locator('form#register button[type=submit]').click();
  await page.getByText(account.email).first().waitFor();
}

/** Answers the first-login persona question. */
export async function answerPersona(page: Page, persona = 'dropshipper'): Promise<void> {
  await page.getByTestId('persona-modal').waitFor();
  await page.getByTestId(`persona-${persona}`).click();
  await page.getByTestId('persona-submit').click();
  await page.getByTestId('persona-modal').waitFor({ state: 'hidden' });
}

/** Registers, verifies the email, logs in and answers the persona question: a new user on /app. */
export async function signUp(page: Page, baseUrl: string, account: TestAccount): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await register(page, account);
  await page.goto(await verificationLink(page, baseUrl, account.email));
  await page.getByTestId('verify-login').click();
  await logIn(page, account.email, account.password);
  await page.waitForURL(/\/app$/);
  await answerPersona(page);
}

/** Buys a plan through the API and the sandbox portal, as the signed-in browser. */
export async function buyPlanByApi(page: Page, baseUrl: string, plan: string): Promise<void> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')!.value;
  const checkout = await page.request.post(`${baseUrl}/internal/invoice/subscription`, {
    data: { plan, period: 'monthly' },
    headers: { 'x-csrf-token': csrf },
  });
  const { redirectUrl } = (await checkout.json()) as { redirectUrl: string };
  const token = redirectUrl.split('/').at(-1);
  const paid = await page.request.post(`${baseUrl}/sandbox/v1/transactions/${token}/pay`, {
    data: { method: 'bank_transfer', outcome: 'success' },
  });
  if (!paid.ok()) throw new Error(`sandbox payment failed: ${await paid.text()}`);
}
