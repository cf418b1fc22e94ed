/**
 * Operator commands: `npm run admin -- grant EMAIL` or `revoke EMAIL` (the admin role), and
 * `affiliate EMAIL CODE [DISCOUNT% COMMISSION%]` (makes the user an affiliate whose referral code
 * gives that discount and earns that commission). With the embedded database, stop the app
 * first: PGlite allows one process at a time.
 */
import { auditLog, openDatabase, type Database } from '@pasarlens/db';
import { loadConfig } from '../apps/api/src/config.ts';
import { usersRepo } from '../apps/api/src/modules/users/users.repo.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | affiliate EMAIL CODE [DISCOUNT% COMMISSION%]';

const percent = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 90) throw new Error(`${name} must be a whole percent from 0 to 90 (got '${value}')`);
  return n;
};

async function makeAffiliate(database: Database, [email, code, discount = '10', commission = '20']: string[]): Promise<string> {
  if (!email || !code) throw new Error(USAGE);
  if (!/^[A-Za-z0-9_-]{3,32}$/.test(code)) throw new Error(`CODE must be 3 to 32 letters, digits, - or _ (got '${code}')`);
  const values = [email.toLowerCase(), code.toUpperCase(), percent('DISCOUNT', discount), percent('COMMISSION', commission)];
  const [row] = await database.query<{ user_id: string }>(
    `insert into affiliates (user_id, code, discount_percent, commission_percent) select id, $2, $3, $4 from users where email = $1
     on conflict (user_id) do update set code = excluded.code, discount_percent = excluded.discount_percent,
       commission_percent = excluded.commission_percent, is_active = true
     returning user_id`,
    values,
  );
  if (!row) throw new Error(`No account with email ${email}`);
  await database.db.insert(auditLog).values({ action: 'cli.affiliate', targetId: row.user_id, details: { email, code: values[1] } });
  return `${email} is an affiliate with code ${values[1]}: ${values[2]}% discount, ${values[3]}% commission`;
}

export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, email] = args;
  if (!['grant', 'revoke', 'affiliate'].includes(command ?? '') || !email) throw new Error(USAGE);
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    if (command === 'affiliate') return await makeAffiliate(database, args.slice(1));
    const role = command === 'grant' ? 'admin' : 'user';
    const user = await usersRepo(database.db).setRole(email, role);
    if (!user) throw new Error(`No account with email ${email}`);
    await database.db.insert(auditLog).values({ action: `cli.${command}_admin`, targetId: user.id, details: { email: user.email } });
    return `${user.email} is now ${role === 'admin' ? 'an admin' : 'a regular user'}`;
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
