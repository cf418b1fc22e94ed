/**
 * Admin role management: `npm run admin -- grant EMAIL` or `npm run admin -- revoke EMAIL`.
 * With the embedded database, stop the app first: PGlite allows one process at a time.
 */
import { auditLog, openDatabase } from '@pasarlens/db';
import { loadConfig } from '../apps/api/src/config.ts';
import { usersRepo } from '../apps/api/src/modules/users/users.repo.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) throw new Error(USAGE);
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
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
