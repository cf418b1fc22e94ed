import type { BillingDetails } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';

const COLUMNS = 'company_name as "companyName", address, tax_id as "taxId"';

export async function billingDetailsOf(sql: SqlRunner, userId: string): Promise<BillingDetails | undefined> {
  const [row] = await sql.query<BillingDetails>(`select ${COLUMNS} from billing_details where user_id = $1`, [userId]);
  return row;
}

export async function saveBillingDetails(
  sql: SqlRunner,
  userId: string,
  details: BillingDetails,
): Promise<BillingDetails> {
  const [row] = await sql.query<BillingDetails>(
    `insert into billing_details (user_id, company_name, address, tax_id) values ($1, $2, $3, $4)
     on conflict (user_id) do update set company_name = excluded.company_name, address = excluded.address, tax_id = excluded.tax_id, updated_at = now()
     returning ${COLUMNS}`,
    [userId, details.companyName, details.address, details.taxId],
  );
  return row!;
}
