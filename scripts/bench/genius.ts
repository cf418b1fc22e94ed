import { apiPaths } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { buildApp } from '../../apps/api/src/app.ts';
import { latestOutboxMail } from '../../apps/api/src/modules/mail/outbox.repo.ts';
import { buyPlan } from '../../apps/api/src/testing/billing.ts';
import { Agent, validRegistration } from '../../apps/api/src/testing/harness.ts';

/** A new user on the Genius plan, signed in through the API, for the benchmarks that call endpoints. */
export async function signedInGenius(app: Awaited<ReturnType<typeof buildApp>>, database: Database): Promise<Agent> {
  const agent = new Agent(app);
  const stamp = Date.now();
  const who = validRegistration((stamp % 90) + 1);
  const email = `bench-${stamp}@toko.id`;
  await agent.post(apiPaths.register, { ...who, email, phone: `+62819${String(stamp).slice(-8)}` });
  const [mail] = await latestOutboxMail(database.db, 1);
  await agent.post(apiPaths.verifyEmail, { token: /verify-email\?token=([\w-]+)/.exec(mail!.text)![1] });
  await agent.post(apiPaths.login, { email, password: who.password });
  await buyPlan(agent, 'genius');
  return agent;
}
