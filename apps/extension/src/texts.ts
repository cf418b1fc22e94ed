import { LANGUAGES, type Language } from '@pasarlens/contracts/plain';

/** The extension's own small catalogue, in the languages of the app (id is the default and fallback). */
const TEXTS = {
  id: {
    description:
      'Penjualan 30 hari dari Pasarlens di samping tiap produk Shopee, Tokopedia, TikTok Shop, Lazada dan Blibli.',
    sold: '{units} terjual · 30 hari',
    revenue: 'Omzet {revenue}',
    measured: 'terukur',
    estimated: 'estimasi',
    partlyMeasured: '{days}/30 hari terukur',
    confidence: { high: 'keyakinan tinggi', medium: 'keyakinan sedang', low: 'keyakinan rendah' },
    asOf: 'data per {day}',
    history: 'Riwayat',
    unknown: 'Belum ada data di Pasarlens',
    locked: 'Angka produk ini ada di paket berbayar',
    upgrade: 'Lihat paket',
    connect: 'Hubungkan Pasarlens untuk melihat penjualan',
    tokensUsedUp: 'Token Pasarlens habis, diisi ulang bulan depan',
    failed: 'Pasarlens tidak bisa dihubungi',
    popup: {
      title: 'Pasarlens',
      connected:
        'Terhubung ke akun Pasarlens Anda. Memutuskan di sini melupakan sambungan di browser ini dan membuka pengaturan akun, tempat tokennya dicabut.',
      notConnected: 'Belum terhubung. Hubungkan agar penjualan 30 hari tampil di samping tiap produk.',
      connectButton: 'Hubungkan',
      disconnectButton: 'Putuskan',
      costs:
        'Biaya: 1 token untuk setiap halaman produk yang kami kenal, sekali sehari untuk produk yang sama; tidak ada biaya bila tidak ada data.',
      contributeTitle: 'Bagikan data halaman (opsional)',
      contributeExplain:
        'Jika aktif, jawaban yang sudah diterima halaman marketplace ini (daftar produk, harga, jumlah terjual) dikirim ke Pasarlens untuk memperbarui data pasar. Tidak ada data pribadi, kata sandi, keranjang, atau pesanan yang dikirim. Bisa dimatikan kapan saja.',
      contributeOn: 'Bagikan data',
    },
  },
  en: {
    description:
      '30-day sales from Pasarlens beside every product on Shopee, Tokopedia, TikTok Shop, Lazada and Blibli.',
    sold: '{units} sold · 30 days',
    revenue: 'Revenue {revenue}',
    measured: 'measured',
    estimated: 'estimated',
    partlyMeasured: '{days}/30 days measured',
    confidence: { high: 'high confidence', medium: 'medium confidence', low: 'low confidence' },
    asOf: 'data as of {day}',
    history: 'History',
    unknown: 'No data in Pasarlens yet',
    locked: "This product's figures come with a paid plan",
    upgrade: 'See plans',
    connect: 'Connect Pasarlens to see sales',
    tokensUsedUp: 'Your Pasarlens tokens are used up, refilled next month',
    failed: 'Pasarlens could not be reached',
    popup: {
      title: 'Pasarlens',
      connected:
        'Connected to your Pasarlens account. Disconnecting here forgets the connection in this browser and opens your account settings, where its token is revoked.',
      notConnected: 'Not connected. Connect it to see 30-day sales beside each product.',
      connectButton: 'Connect',
      disconnectButton: 'Disconnect',
      costs:
        'Cost: 1 token for each page of products we know, once a day for the same products; nothing when there is no data.',
      contributeTitle: 'Share page data (optional)',
      contributeExplain:
        'When on, the answers this marketplace page already received (product lists, prices, units sold) are sent to Pasarlens to keep the market data current. No personal data, passwords, carts or orders are sent. You can turn it off at any time.',
      contributeOn: 'Share data',
    },
  },
  zh: {
    description: '在 Shopee、Tokopedia、TikTok Shop、Lazada 和 Blibli 的每个商品旁显示 Pasarlens 的 30 天销量。',
    sold: '30天售出 {units}',
    revenue: '销售额 {revenue}',
    measured: '实测',
    estimated: '估算',
    partlyMeasured: '30天中{days}天实测',
    confidence: { high: '可信度高', medium: '可信度中', low: '可信度低' },
    asOf: '数据截至 {day}',
    history: '历史',
    unknown: 'Pasarlens 暂无数据',
    locked: '该商品的数据需付费套餐',
    upgrade: '查看套餐',
    connect: '连接 Pasarlens 以查看销量',
    tokensUsedUp: 'Pasarlens 代币已用完，下月补充',
    failed: '无法连接 Pasarlens',
    popup: {
      title: 'Pasarlens',
      connected: '已连接到您的 Pasarlens 账户。在此断开会忘记本浏览器的连接，并打开账户设置以撤销其令牌。',
      notConnected: '尚未连接。连接后每个商品旁会显示30天销量。',
      connectButton: '连接',
      disconnectButton: '断开',
      costs: '费用：我们认识的每页商品 1 个代币，同一商品每天只收一次；没有数据时不收费。',
      contributeTitle: '分享页面数据（可选）',
      contributeExplain:
        '开启后，该电商页面已收到的应答（商品列表、价格、销量）会发送给 Pasarlens 以更新市场数据。不会发送个人数据、密码、购物车或订单。可随时关闭。',
      contributeOn: '分享数据',
    },
  },
} as const;

export type Texts = (typeof TEXTS)[Language];

/** The interface language of a browser language tag (`en-US`, `zh-CN`, `id`); Indonesian otherwise. */
export function languageOf(tag: string | undefined): Language {
  const base = tag?.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'id';
}

export const textsOf = (language: Language): Texts => TEXTS[language];

/** A text with its `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
