import type { SqlRunner } from '@pasarlens/db';
import { ACCESS_COLUMNS, accessJoins, accessRowsOf, type AccessRows } from './access-rows.ts';

const READ_ACCESS = `select ${ACCESS_COLUMNS} from (select $1::uuid as user_id) u ${accessJoins('u.user_id')}`;

/** A user's access rows, in one statement. */
export async function readAccess(sql: SqlRunner, userId: string): Promise<AccessRows> {
  const [row] = await sql.query<Record<string, unknown>>(READ_ACCESS, [userId]);
  return accessRowsOf(row!);
}
