/**
 * Operator commands: `npm run admin -- grant EMAIL` or `revoke EMAIL` (the admin role), and
 * `affiliate EMAIL CODE [DISCOUNT% COMMISSION%]` (makes the user an affiliate whose referral code
 * gives that discount and earns that commission). It runs beside the app, on the same database.
 */
import { openDatabase, type Database } from '@pasarlens/db';
import { loadConfig } from '../apps/api/src/config.ts';
import { recordAudit } from '../apps/api/src/lib/audit.repo.ts';
import { saveAffiliate } from '../apps/api/src/modules/billing/affiliates.repo.ts';
import { usersRepo } from '../apps/api/src/modules/users/users.repo.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | affiliate EMAIL CODE [DISCOUNT% COMMISSION%]';

const percent = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 90)
    throw new Error(`${name} must be a whole percent from 0 to 90 (got '${value}')`);
  return n;
};

async function makeAffiliate(
  database: Database,
  [email, code, discount = '10', commission = '20']: string[],
): Promise<string> {
  if (!email || !code) throw new Error(USAGE);
  if (!/^[A-Za-z0-9_-]{3,32}$/.test(code))
    throw new Error(`CODE must be 3 to 32 letters, digits, - or _ (got '${code}')`);
  const terms = {
    email: email.toLowerCase(),
    code: code.toUpperCase(),
    discountPercent: percent('DISCOUNT', discount),
    commissionPercent: percent('COMMISSION', commission),
  };
  const userId = await saveAffiliate(database, terms);
  if (!userId) throw new Error(`No account with email ${email}`);
  await recordAudit(database.db, { action: 'cli.affiliate', targetId: userId, details: { email, code: terms.code } });
  return `${email} is an affiliate with code ${terms.code}: ${terms.discountPercent}% discount, ${terms.commissionPercent}% commission`;
}

const checkedArgs = (args: string[]) => {
  const [command, email] = args;
  if (!['grant', 'revoke', 'affiliate'].includes(command ?? '') || !email) throw new Error(USAGE);
  return { command: command as 'grant' | 'revoke' | 'affiliate', email };
};

/** One command on an open database. */
export async function adminCommand(database: Database, args: string[]): Promise<string> {
  const { command, email } = checkedArgs(args);
  if (command === 'affiliate') return makeAffiliate(database, args.slice(1));
  const role = command === 'grant' ? 'admin' : 'user';
  const user = await usersRepo(database.db).setRole(email, role);
  if (!user) throw new Error(`No account with email ${email}`);
  await recordAudit(database.db, { action: `cli.${command}_admin`, targetId: user.id, details: { email: user.email } });
  return `${user.email} is now ${role === 'admin' ? 'an admin' : 'a regular user'}`;
}

/** One command on the configured database (`DATA_DIR` or `DATABASE_URL`), opened for it alone. */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  checkedArgs(args);
  const database = await openDatabase(loadConfig(env).database);
  try {
    return await adminCommand(database, args);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
