import { pageViews, type Db } from '@pasarlens/db';

export type PageView = typeof pageViews.$inferInsert;

export async function insertPageView(db: Db, view: PageView): Promise<void> {
  await db.insert(pageViews).values(view);
}
