import { openDatabase } from '@pasarlens/db';
import { keywordInsight } from '../apps/api/src/modules/research/signals.repo.ts';
const db = await openDatabase({ dataDir: process.env.DIR! });
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!.toFixed(1);
for (const q of ['hijab', 'hij seg', 'blender', 'kaos', 'Sepatu  Futsal!']) {
  const t: number[] = [];
  let r;
  for (let i = 0; i < 15; i++) { const a = performance.now(); r = await keywordInsight(db, 'shopee', q, '2026-11-23'); t.push(performance.now() - a); }
  console.log(q, med(t), r?.keyword, r?.related.map((x) => x.keyword).join(', '));
}
await db.close();
