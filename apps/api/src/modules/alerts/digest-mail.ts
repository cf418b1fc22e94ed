import { formatIdr, type AlertCondition, type Language } from '@pasarlens/contracts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/messages.ts';
import type { FiringRow } from './alerts.repo.ts';

interface DigestText {
  subject: (count: number) => string;
  greeting: (name: string) => string;
  intro: string;
  line: (firing: FiringRow, condition: string, price: string) => string;
  action: string;
  conditions: Record<AlertCondition, string>;
}

const TEXT: Record<Language, DigestText> = {
  id: {
    subject: (n) => `${n} peringatan harga terpicu`,
    greeting: (name) => `Halo ${name},`,
    intro: 'Peringatan harga berikut terpicu pada pembaruan data terakhir:',
    line: (f, c, p) => `${f.productName}: ${c}, harga sekarang ${p}`,
    action: 'Lihat peringatan harga',
    conditions: {
      less_than: 'harga di bawah target',
      greater_than: 'harga di atas target',
      between: 'harga di dalam rentang',
      outside: 'harga di luar rentang',
      up_by: 'harga naik',
      down_by: 'harga turun',
      back_in_stock: 'stok tersedia lagi',
      stock_below: 'stok menipis',
      lowest_30_days: 'harga terendah 30 hari',
    },
  },
  en: {
    subject: (n) => `${n} price alert${n === 1 ? '' : 's'} triggered`,
    greeting: (name) => `Hi ${name},`,
    intro: 'These price alerts were triggered by the latest data update:',
    line: (f, c, p) => `${f.productName}: ${c}, price now ${p}`,
    action: 'See your price alerts',
    conditions: {
      less_than: 'price below target',
      greater_than: 'price above target',
      between: 'price inside the range',
      outside: 'price outside the range',
      up_by: 'price went up',
      down_by: 'price went down',
      back_in_stock: 'back in stock',
      stock_below: 'stock running low',
      lowest_30_days: 'lowest price in 30 days',
    },
  },
  zh: {
    subject: (n) => `${n} 个价格提醒已触发`,
    greeting: (name) => `${name}，您好：`,
    intro: '以下价格提醒在最新数据更新中被触发：',
    line: (f, c, p) => `${f.productName}：${c}，当前价格 ${p}`,
    action: '查看价格提醒',
    conditions: {
      less_than: '价格低于目标',
      greater_than: '价格高于目标',
      between: '价格在区间内',
      outside: '价格在区间外',
      up_by: '价格上涨',
      down_by: '价格下跌',
      back_in_stock: '恢复有货',
      stock_below: '库存偏低',
      lowest_30_days: '30 天最低价',
    },
  },
};

/** One mail for all of a user's firings in one evaluation run. */
export function digestMail(
  language: Language,
  to: { email: string; name: string },
  firings: FiringRow[],
  link: string,
): OutgoingMail {
  const text = TEXT[language];
  const lines = firings.map((f) => text.line(f, text.conditions[f.condition], formatIdr(f.price)));
  return {
    to: to.email,
    subject: text.subject(firings.length),
    text: [
      text.greeting(to.name),
      text.intro,
      lines.map((l) => `- ${l}`).join('\n'),
      `${text.action}: ${link}`,
      'Pasarlens',
    ].join('\n\n'),
    html: [
      `<p>${escapeHtml(text.greeting(to.name))}</p>`,
      `<p>${escapeHtml(text.intro)}</p>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
      '<p>Pasarlens</p>',
    ].join('\n'),
  };
}
