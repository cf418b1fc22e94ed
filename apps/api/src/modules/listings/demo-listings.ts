import type { ListingCategory, SupplierType } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { hashPassword } from '../../lib/passwords.ts';
import { productArt } from '../research/product-art.ts';
import { usersRepo } from '../users/users.service.ts';
import { listingsRepo } from './listings.repo.ts';
import { newClaimCode, newSlug, photoFileName } from './listings.service.ts';
import type { PhotoStore } from './photo-store.ts';
import { processPhoto } from './photos.ts';

/** The account that owns the demo market's listings; it has a password no one knows. */
const DEMO_SUPPLIER = { name: 'Pemasok Demo Pasarlens', email: 'pemasok@demo.pasarlens.id', phone: '+6281100000000' };

/** The demo stores a category's listing may claim, by the top-level category of their best product. */
const STORE_CATEGORIES: Partial<Record<ListingCategory, RegExp>> = {
  beauty: /kecantikan|perawatan/i,
  fashion_accessories: /fashion|pakaian|tas|sepatu/i,
  health: /kesehatan/i,
  home_cleaning: /rumah|dapur/i,
  electronics: /elektronik|handphone|komputer|ponsel/i,
  food_beverage: /makanan|minuman/i,
  baby: /bayi|anak/i,
  automotive: /otomotif/i,
  sports: /olahraga/i,
};

/** A demo listing: what it sells, who sells it and where; `claims` a demo store of its category, proven. */
interface DemoListing {
  category: ListingCategory;
  supplierType: SupplierType;
  productName: string;
  storeName: string;
  address: string;
  description: string;
  website?: string;
  claims?: true;
}

/* Plausible Indonesian suppliers across spec §3's eleven categories and five supplier types. */
const DEMO_LISTINGS: DemoListing[] = [
  {
    category: 'beauty',
    supplierType: 'manufacturer',
    productName: 'Serum Wajah Niacinamide 10% 20ml',
    storeName: 'CV Cantik Alami Nusantara',
    address: 'Kawasan Industri Jababeka Blok C7, Cikarang, Bekasi',
    description:
      'Pabrik kosmetik ber-BPOM, menerima maklon dan private label mulai 500 pcs. Harga grosir untuk reseller dan distributor.',
    website: 'cantikalami.co.id',
    claims: true,
  },
  {
    category: 'beauty',
    supplierType: 'distributor',
    productName: 'Lip Tint Matte Tahan Lama',
    storeName: 'Distributor Kosmetik Surya',
    address: 'Jl. Pasar Baru Timur No. 18, Jakarta Pusat',
    description:
      'Distributor resmi area Jabodetabek. Stok selalu tersedia, kirim hari yang sama untuk pesanan sebelum jam 14.00.',
  },
  {
    category: 'beauty',
    supplierType: 'brand_owner',
    productName: 'Sabun Cuci Muka Gentle Cleanser',
    storeName: 'Glowindo Beauty',
    address: 'Jl. Dago No. 77, Bandung',
    description: 'Pemilik merek skincare lokal. Membuka kemitraan agen dan reseller dengan harga bertingkat.',
    claims: true,
  },
  {
    category: 'fashion_accessories',
    supplierType: 'manufacturer',
    productName: 'Kaos Polos Cotton Combed 30s',
    storeName: 'Konveksi Maju Bersama',
    address: 'Jl. Cigondewah Kaler No. 12, Bandung',
    description: 'Konveksi kaos dan sablon. Minimal order 3 lusin per warna, ukuran S sampai XXL.',
    claims: true,
  },
  {
    category: 'fashion_accessories',
    supplierType: 'wholesaler',
    productName: 'Hijab Segi Empat Voal Premium',
    storeName: 'Grosir Hijab Tanah Abang',
    address: 'Pasar Tanah Abang Blok A Lt. 5, Jakarta Pusat',
    description: 'Grosir hijab harga pabrik, lebih dari 40 warna. Harga khusus pembelian per kodi.',
  },
  {
    category: 'fashion_accessories',
    supplierType: 'agent',
    productName: 'Tas Selempang Kanvas Pria',
    storeName: 'Agen Tas Sidoarjo',
    address: 'Jl. Raya Tanggulangin No. 5, Sidoarjo',
    description: 'Agen tas kulit dan kanvas dari sentra Tanggulangin. Bisa dropship tanpa minimal order.',
  },
  {
    category: 'fashion_accessories',
    supplierType: 'brand_owner',
    productName: 'Sepatu Sneakers Kanvas Lokal',
    storeName: 'Langkah Lokal',
    address: 'Jl. Cibaduyut Raya No. 101, Bandung',
    description: 'Merek sepatu lokal buatan Cibaduyut. Terbuka untuk reseller dengan diskon hingga 30%.',
    website: 'langkahlokal.id',
    claims: true,
  },
  {
    category: 'health',
    supplierType: 'distributor',
    productName: 'Madu Hutan Murni 500 gr',
    storeName: 'Sehat Sentosa Distribusi',
    address: 'Jl. Ahmad Yani No. 210, Surabaya',
    description: 'Distributor produk herbal dan madu bersertifikat halal. Pengiriman ke seluruh Indonesia.',
    claims: true,
  },
  {
    category: 'health',
    supplierType: 'manufacturer',
    productName: 'Minyak Kayu Putih 60 ml',
    storeName: 'PT Herba Nusantara Farma',
    address: 'Kawasan Industri Candi Blok 8, Semarang',
    description: 'Produsen minyak gosok dan jamu tradisional, izin edar lengkap. Menerima pesanan partai besar.',
  },
  {
    category: 'health',
    supplierType: 'agent',
    productName: 'Masker Medis 3 Ply isi 50',
    storeName: 'Agen Alkes Medika',
    address: 'Jl. Pramuka No. 42, Jakarta Timur',
    description: 'Agen alat kesehatan sekali pakai untuk apotek dan klinik. Harga turun untuk pembelian per karton.',
  },
  {
    category: 'home_cleaning',
    supplierType: 'manufacturer',
    productName: 'Sabun Cuci Piring Jeruk Nipis 5 Liter',
    storeName: 'Pabrik Sabun Bersih Jaya',
    address: 'Jl. Raya Serang Km 18, Tangerang',
    description:
      'Produsen sabun cair rumah tangga: cuci piring, deterjen cair, pembersih lantai. Bisa isi ulang jerigen.',
    claims: true,
  },
  {
    category: 'home_cleaning',
    supplierType: 'wholesaler',
    productName: 'Pewangi Pakaian Konsentrat 1 Liter',
    storeName: 'Grosir Kebersihan Makmur',
    address: 'Jl. Kapasan No. 33, Surabaya',
    description:
      'Grosir perlengkapan kebersihan untuk laundry dan hotel. Gratis ongkir Surabaya untuk order di atas Rp 1 juta.',
  },
  {
    category: 'home_cleaning',
    supplierType: 'distributor',
    productName: 'Kain Lap Microfiber isi 10',
    storeName: 'Distributor Rumah Rapi',
    address: 'Jl. Gatot Subroto No. 88, Medan',
    description:
      'Distributor perlengkapan rumah tangga wilayah Sumatera Utara. Melayani toko kelontong dan minimarket.',
  },
  {
    category: 'electronics',
    supplierType: 'distributor',
    productName: 'Kabel Data USB-C Fast Charging 1 m',
    storeName: 'Mitra Gadget Distribusi',
    address: 'ITC Roxy Mas Lt. 2 Blok C, Jakarta Pusat',
    description: 'Distributor aksesoris ponsel bergaransi resmi. Harga dealer untuk toko dan penjual online.',
    claims: true,
  },
  {
    category: 'electronics',
    supplierType: 'wholesaler',
    productName: 'Lampu LED 12 Watt Putih',
    storeName: 'Grosir Listrik Glodok',
    address: 'Lindeteves Trade Center Lt. 1, Jakarta Barat',
    description: 'Grosir lampu dan perlengkapan listrik. Stok besar, harga per dus isi 40.',
  },
  {
    category: 'electronics',
    supplierType: 'agent',
    productName: 'Power Bank 10.000 mAh',
    storeName: 'Agen Elektronik Jogja',
    address: 'Jl. Mataram No. 14, Yogyakarta',
    description: 'Agen power bank dan charger merek lokal. Bisa dropship, foto produk disediakan.',
  },
  {
    category: 'food_beverage',
    supplierType: 'manufacturer',
    productName: 'Keripik Singkong Balado 250 gr',
    storeName: 'Keripik Dewi Padang',
    address: 'Jl. Khatib Sulaiman No. 9, Padang',
    description: 'Produksi rumahan keripik balado sejak 2009, PIRT dan halal. Kemasan bisa polos untuk dijual ulang.',
    claims: true,
  },
  {
    category: 'food_beverage',
    supplierType: 'manufacturer',
    productName: 'Kopi Bubuk Robusta Dampit 1 kg',
    storeName: 'Sumber Jaya Kopi',
    address: 'Jl. Raya Dampit No. 12, Malang',
    description: 'Kopi robusta giling dari kebun sendiri. Harga grosir untuk kedai kopi dan reseller.',
    website: 'sumberjayakopi.id',
  },
  {
    category: 'food_beverage',
    supplierType: 'wholesaler',
    productName: 'Gula Aren Cair 1 Liter',
    storeName: 'Grosir Sembako Berkah',
    address: 'Jl. Pasar Induk Kramat Jati No. 3, Jakarta Timur',
    description: 'Grosir bahan kue dan minuman: gula aren, susu kental, sirup. Melayani UMKM kuliner.',
  },
  {
    category: 'food_beverage',
    supplierType: 'brand_owner',
    productName: 'Sambal Bawang Botol 150 gr',
    storeName: 'Sambal Bu Rudy Mitra',
    address: 'Jl. Dharmahusada No. 140, Surabaya',
    description: 'Pemilik merek sambal kemasan. Mencari agen di tiap kota dengan harga agen khusus.',
  },
  {
    category: 'baby',
    supplierType: 'distributor',
    productName: 'Popok Bayi Celana Ukuran M isi 32',
    storeName: 'Distributor Bunda Ceria',
    address: 'Jl. Veteran No. 56, Makassar',
    description: 'Distributor perlengkapan bayi untuk Sulawesi. Harga khusus toko bayi dan apotek.',
    claims: true,
  },
  {
    category: 'baby',
    supplierType: 'manufacturer',
    productName: 'Baju Bayi Jumper Katun',
    storeName: 'Konveksi Si Kecil',
    address: 'Jl. Raya Pekalongan Km 4, Pekalongan',
    description: 'Konveksi pakaian bayi berbahan katun lembut. Minimal order 2 lusin per motif.',
  },
  {
    category: 'baby',
    supplierType: 'agent',
    productName: 'Botol Susu Anti Kolik 250 ml',
    storeName: 'Agen Mama Sayang',
    address: 'Jl. Kaliurang Km 7, Sleman',
    description: 'Agen perlengkapan makan dan minum bayi. Siap kirim dalam 24 jam.',
  },
  {
    category: 'automotive',
    supplierType: 'wholesaler',
    productName: 'Oli Mesin Motor 10W-30 0,8 Liter',
    storeName: 'Grosir Oli Sinar Motor',
    address: 'Jl. Otista Raya No. 121, Jakarta Timur',
    description: 'Grosir oli dan suku cadang motor untuk bengkel. Harga per dus isi 24.',
    claims: true,
  },
  {
    category: 'automotive',
    supplierType: 'distributor',
    productName: 'Kampas Rem Motor Matic',
    storeName: 'Distributor Part Jaya Abadi',
    address: 'Jl. Sudirman No. 300, Pekanbaru',
    description: 'Distributor suku cadang motor wilayah Riau. Melayani bengkel dan toko onderdil.',
  },
  {
    category: 'automotive',
    supplierType: 'manufacturer',
    productName: 'Cover Jok Motor Anti Air',
    storeName: 'Pabrik Jok Prima',
    address: 'Jl. Industri Raya No. 8, Bekasi',
    description: 'Produsen sarung jok dan aksesoris motor. Bisa pesan desain dan logo sendiri.',
  },
  {
    category: 'sports',
    supplierType: 'manufacturer',
    productName: 'Jersey Futsal Custom Printing',
    storeName: 'Konveksi Jersey Garuda',
    address: 'Jl. Soekarno Hatta No. 450, Bandung',
    description: 'Produsen jersey printing untuk tim dan komunitas. Minimal 12 pcs, desain gratis.',
    claims: true,
  },
  {
    category: 'sports',
    supplierType: 'wholesaler',
    productName: 'Matras Yoga TPE 6 mm',
    storeName: 'Grosir Olahraga Sehat',
    address: 'Jl. Hayam Wuruk No. 65, Jakarta Barat',
    description: 'Grosir alat fitness dan yoga. Harga khusus untuk gym dan studio.',
  },
  {
    category: 'sports',
    supplierType: 'brand_owner',
    productName: 'Kaus Kaki Lari Anti Lecet',
    storeName: 'Lari Nusantara',
    address: 'Jl. Gejayan No. 23, Yogyakarta',
    description: 'Merek perlengkapan lari lokal. Membuka reseller di seluruh Indonesia.',
  },
  {
    category: 'voucher',
    supplierType: 'distributor',
    productName: 'Voucher Pulsa dan Paket Data Semua Operator',
    storeName: 'Distributor Pulsa Cepat',
    address: 'Jl. Merdeka No. 17, Palembang',
    description: 'Distributor voucher pulsa, paket data dan token listrik. Deposit mulai Rp 100.000, transaksi 24 jam.',
  },
  {
    category: 'voucher',
    supplierType: 'agent',
    productName: 'Voucher Game Online',
    storeName: 'Agen Voucher Game Kita',
    address: 'Jl. Diponegoro No. 41, Denpasar',
    description: 'Agen voucher game dan top up. Harga agen bertingkat sesuai volume bulanan.',
  },
  {
    category: 'voucher',
    supplierType: 'brand_owner',
    productName: 'Voucher Belanja Digital',
    storeName: 'KartuHadiah.id',
    address: 'Jl. Jenderal Sudirman Kav. 52, Jakarta Selatan',
    description: 'Penerbit voucher belanja digital untuk hadiah karyawan dan promo toko. Minimal pembelian 50 voucher.',
    website: 'kartuhadiah.id',
  },
  {
    category: 'others',
    supplierType: 'manufacturer',
    productName: 'Kardus Packing Polos 20x15x10',
    storeName: 'Pabrik Kardus Sentosa',
    address: 'Jl. Raya Bogor Km 28, Depok',
    description: 'Produsen kardus dan bubble wrap untuk penjual online. Bisa sablon logo mulai 500 pcs.',
  },
  {
    category: 'others',
    supplierType: 'wholesaler',
    productName: 'Lakban Bening 2 Inch 100 Yard',
    storeName: 'Grosir Alat Packing Jaya',
    address: 'Jl. Kenjeran No. 210, Surabaya',
    description: 'Grosir perlengkapan packing: lakban, plastik, stiker resi. Harga per slop.',
  },
  {
    category: 'others',
    supplierType: 'agent',
    productName: 'Pot Tanaman Plastik Diameter 20 cm',
    storeName: 'Agen Kebun Hijau',
    address: 'Jl. Raya Puncak Km 76, Bogor',
    description: 'Agen pot dan media tanam untuk toko tanaman hias. Siap kirim ke seluruh Jawa.',
  },
];

/** A demo supplier's WhatsApp number: the same for the same listing on every start. */
const demoPhone = (index: number) => `+62812${String(31_000_000 + index * 7_919).padStart(8, '0')}`;

/** The store address a claim names, on the store's marketplace. */
const STORE_PAGE: Record<string, string> = {
  shopee: 'https://shopee.co.id/',
  tokopedia: 'https://www.tokopedia.com/',
  tiktok: 'https://shop.tiktok.com/@',
};

/** The listing's photo, drawn from its name and category as the demo products' pictures are. */
async function drawnPhoto(listing: DemoListing): Promise<Awaited<ReturnType<typeof processPhoto>>> {
  const art = productArt({ name: listing.productName, category: listing.storeName });
  return processPhoto(await sharp(Buffer.from(art)).resize(600, 600).png().toBuffer());
}

/**
 * The demo market's supplier database, into a database with no listings yet: a few dozen
 * listings across every category and supplier type, a third of them claiming a demo store of
 * their category, proven (decisions/028). Answers how many were written.
 */
export async function seedDemoListings(database: Database, photos: PhotoStore, now: Date): Promise<number> {
  const repo = listingsRepo(database);
  if ((await repo.listingCount()) > 0) return 0;
  const users = usersRepo(database.db);
  const owner =
    (await users.findByEmail(DEMO_SUPPLIER.email)) ??
    (await users.insert({
      ...DEMO_SUPPLIER,
      passwordHash: await hashPassword(randomBytes(32).toString('hex')),
      emailVerifiedAt: now,
    }));
  const stores = await repo.demoStores(200);
  const claimed = new Set<number>();
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const pattern = listing.claims && STORE_CATEGORIES[listing.category];
    const store = pattern ? stores.find((s) => pattern.test(s.category) && !claimed.has(s.id)) : undefined;
    if (store) claimed.add(store.id);
    const processed = await drawnPhoto(listing);
    const photoId = await repo.insertPhoto(owner.id, now);
    await photos.put(photoFileName(photoId, 'display'), processed.display);
    await photos.put(photoFileName(photoId, 'thumb'), processed.thumb);
    const { claims: _claims, website, ...fields } = listing;
    await repo.insert(
      owner.id,
      newSlug(listing),
      {
        ...fields,
        ...(store && { storeName: store.name }),
        photoId,
        phone: demoPhone(index),
        website: website ?? null,
        marketStoreInput: store ? `${STORE_PAGE[store.marketplace] ?? ''}${store.username}` : null,
        storeId: store?.id ?? null,
        storeClaimCode: store ? newClaimCode() : null,
        storeVerifiedAt: store ? now : null,
        storeVerifiedBy: store ? 'description' : null,
      },
      now,
    );
  }
  return DEMO_LISTINGS.length;
}
