import { appSecrets, type Db } from '@pasarlens/db';
import { eq } from 'drizzle-orm';

/**
 * The application secret of that name, created with `make()` on first use. Every process that
 * shares the database gets the same value: the first insert wins, the others keep it.
 */
export async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
