import type { Random } from './random.ts';
import { LEAF_CONCEPTS } from './taxonomy.ts';
import type { BrandDomain } from './taxonomy-data.ts';

/** Fictional but plausible Indonesian brand and store names, and where stores are. */

/** Seller locations as the marketplaces print them, weighted by how many sellers are there. */
export const CITIES: readonly (readonly [name: string, weight: number])[] = [
  ['Jakarta Barat', 9],
  ['Jakarta Utara', 6],
  ['Jakarta Timur', 6],
  ['Jakarta Selatan', 6],
  ['Jakarta Pusat', 5],
  ['Kota Bandung', 7],
  ['Kab. Bandung', 3],
  ['Kota Surabaya', 7],
  ['Kab. Tangerang', 5],
  ['Kota Tangerang', 4],
  ['Kota Tangerang Selatan', 3],
  ['Kota Bekasi', 4],
  ['Kab. Bekasi', 3],
  ['Kab. Bogor', 4],
  ['Kota Bogor', 2],
  ['Kota Depok', 3],
  ['Kota Medan', 4],
  ['Kota Semarang', 3],
  ['Kota Yogyakarta', 2],
  ['Kab. Sleman', 2],
  ['Kota Malang', 2],
  ['Kab. Sidoarjo', 3],
  ['Kab. Gresik', 1],
  ['Kota Makassar', 2],
  ['Kota Denpasar', 1.5],
  ['Kab. Badung', 1],
  ['Kota Palembang', 1.5],
  ['Kota Batam', 1.5],
  ['Kota Surakarta', 1.5],
  ['Kab. Klaten', 1],
  ['Kota Pekanbaru', 1],
  ['Kota Cirebon', 1],
  ['Kab. Karawang', 1],
  ['Kota Pekalongan', 0.8],
  ['Kota Pontianak', 0.7],
  ['Kota Balikpapan', 0.7],
  ['Kota Padang', 0.7],
  ['Kota Manado', 0.5],
  ['Kota Banjarmasin', 0.5],
  ['Kab. Jepara', 0.6],
];

const SYLLABLES = [
  'ka',
  'la',
  'ma',
  'na',
  'ra',
  'sa',
  'ta',
  'wa',
  'ya',
  'ri',
  'ni',
  'lu',
  'mi',
  've',
  'ze',
  'do',
  'ku',
  'se',
  'ti',
  'an',
  'ar',
  'el',
  'in',
  'ja',
  'da',
  'bu',
  'pu',
  'go',
  'ko',
  'vi',
  'lo',
  'ne',
  'ha',
  'zu',
  'qi',
  'ro',
];

interface DomainWords {
  /** Words a brand in the domain may start with. */
  heads: readonly string[];
  /** Words it may end with; a lower-case tail is glued on ('Volt' + 'tech' = 'Volttech'). */
  tails: readonly string[];
  /** Share of products in the domain sold without a brand ('Tanpa Merek'). */
  noBrandShare: number;
  /** How a store in the domain calls itself ('Gudang Gadget Bandung'). */
  storeWords: readonly string[];
}

const DOMAIN_WORDS: Record<BrandDomain, DomainWords> = {
  beauty: {
    heads: [
      'Ayu',
      'Seri',
      'Nara',
      'Lumi',
      'Dewi',
      'Kirana',
      'Sekar',
      'Puspa',
      'Velia',
      'Rona',
      'Bening',
      'Cahya',
      'Jelita',
      'Aurel',
    ],
    tails: ['Derma', 'Skin', 'Beauty', 'Lab', 'Glow', 'Cosmetics', 'Botanica', 'Care', 'Organics', 'Aesthetic'],
    noBrandShare: 0.15,
    storeWords: ['Skincare', 'Kosmetik', 'Beauty', 'Cantik'],
  },
  fashion: {
    heads: [
      'Kirana',
      'Rupa',
      'Bumi',
      'Langit',
      'Senja',
      'Arunika',
      'Lentera',
      'Sagara',
      'Rimba',
      'Kala',
      'Awan',
      'Tenun',
      'Rinai',
    ],
    tails: ['Wear', 'Apparel', 'Studio', 'Denim', 'Basic', 'Label', 'Outfit', 'Style', 'Clothing', 'Co'],
    noBrandShare: 0.55,
    storeWords: ['Fashion', 'Busana', 'Outfit', 'Hijab', 'Kaos'],
  },
  health: {
    heads: ['Sehat', 'Herba', 'Prima', 'Tirta', 'Vita', 'Medi', 'Nutri', 'Bugar', 'Waras'],
    tails: ['Farma', 'Herbal', 'Medika', 'Life', 'Plus', 'Care', 'Nusantara'],
    noBrandShare: 0.2,
    storeWords: ['Herbal', 'Alkes', 'Sehat', 'Medika'],
  },
  gadget: {
    heads: ['Volt', 'Nexa', 'Tekno', 'Sinyal', 'Robo', 'Zeta', 'Orbit', 'Kilat', 'Pixa', 'Vortex', 'Quanta'],
    tails: ['tech', 'tronic', 'X', 'Pro', 'Go', 'Link', 'Gear', 'One'],
    noBrandShare: 0.35,
    storeWords: ['Gadget', 'Aksesoris HP', 'Cell', 'Komputer'],
  },
  electronics: {
    heads: ['Sinar', 'Cipta', 'Daya', 'Karya', 'Arus', 'Panca', 'Surya', 'Listrika'],
    tails: ['Elektrik', 'Electric', 'Home', 'tronik', 'Prima', 'Appliance'],
    noBrandShare: 0.25,
    storeWords: ['Elektronik', 'Electronic', 'Lampu'],
  },
  home: {
    heads: ['Griya', 'Omah', 'Wisma', 'Pondok', 'Tata', 'Ruang', 'Kayu', 'Serba', 'Rumahku'],
    tails: ['Living', 'Home', 'ku', 'Indah', 'Craft', 'Ware', 'Nyaman', 'Kitchen'],
    noBrandShare: 0.5,
    storeWords: ['Perabot', 'Rumah Tangga', 'Dapur', 'Homeware'],
  },
  food: {
    heads: ['Dapur', 'Rasa', 'Mbok', 'Kopi', 'Sambal', 'Cita', 'Sedap', 'Nikmat', 'Gurih', 'Legit'],
    tails: ['Nusantara', 'Mantap', 'Jaya', 'Sari', 'Bunda', 'Kita', 'Enak', 'Asli'],
    noBrandShare: 0.3,
    storeWords: ['Snack', 'Camilan', 'Sembako', 'Kopi', 'Frozen'],
  },
  baby: {
    heads: ['Bunda', 'Mungil', 'Peluk', 'Dede', 'Nina', 'Buah Hati', 'Si Kecil'],
    tails: ['Baby', 'Kids', 'Care', 'Mom', 'Little', 'Bayi'],
    noBrandShare: 0.2,
    storeWords: ['Baby Shop', 'Perlengkapan Bayi', 'Mom & Kids'],
  },
  sports: {
    heads: ['Atlet', 'Juara', 'Garuda', 'Rajawali', 'Tangkas', 'Gesit', 'Elang', 'Patriot'],
    tails: ['Sport', 'Active', 'Athletic', 'Run', 'Pro', 'Fit'],
    noBrandShare: 0.4,
    storeWords: ['Sport', 'Olahraga', 'Outdoor'],
  },
  automotive: {
    heads: ['Roda', 'Garasi', 'Turbo', 'Presisi', 'Trek', 'Kuda Besi', 'Piston'],
    tails: ['Parts', 'Racing', 'Auto', 'Moto', 'Speed', 'Motor'],
    noBrandShare: 0.35,
    storeWords: ['Motor', 'Sparepart', 'Variasi', 'Otomotif'],
  },
  hobby: {
    heads: ['Kreasi', 'Ceria', 'Bocah', 'Galaksi', 'Pelangi', 'Mini', 'Kriya'],
    tails: ['Toys', 'Hobby', 'Craft', 'World', 'Kids', 'Land'],
    noBrandShare: 0.45,
    storeWords: ['Mainan', 'Hobby', 'Toys', 'Musik'],
  },
  pet: {
    heads: ['Meong', 'Guguk', 'Satwa', 'Piaraan', 'Kucingku', 'Bulu'],
    tails: ['Pet', 'Pets', 'Care', 'Food', 'Friends'],
    noBrandShare: 0.3,
    storeWords: ['Petshop', 'Pet Care', 'Kucing'],
  },
  books: {
    heads: ['Pustaka', 'Cerdas', 'Gema', 'Aksara', 'Pena', 'Cahaya', 'Ilmu'],
    tails: ['Media', 'Press', 'Publishing', 'Utama', 'Nusantara'],
    noBrandShare: 0.1,
    storeWords: ['Buku', 'ATK', 'Pustaka', 'Stationery'],
  },
};

export const noBrandShareOf = (domain: BrandDomain): number => DOMAIN_WORDS[domain].noBrandShare;

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function inventedWord(random: Random): string {
  let word = '';
  const syllables = random.chance(0.6) ? 2 : 3;
  for (let i = 0; i < syllables; i++) word += random.pick(SYLLABLES);
  return capitalise(word);
}

const join = (head: string, tail: string): string =>
  tail === tail.toLowerCase() ? `${head}${tail}` : `${head} ${tail}`;

/**
 * A brand name whose first word no other brand starts with and no store name uses (a product
 * named "Wado Hobby …" must not read as brand "Wado", a store "Tari Shop" as brand "Tari", nor
 * "Buku Novel …" as brand "Buku").
 * `taken` holds the first words used so far, lower-cased; the new one is added.
 */
export function brandName(random: Random, domain: BrandDomain, taken: Set<string>): string {
  const words = DOMAIN_WORDS[domain];
  for (;;) {
    const roll = random.next();
    const name =
      roll < 0.35
        ? join(random.pick(words.heads), random.pick(words.tails))
        : roll < 0.75
          ? join(inventedWord(random), random.pick(words.tails))
          : inventedWord(random);
    const first = name.split(' ')[0]!.toLowerCase();
    if (!taken.has(first) && !namingWords().has(first)) {
      taken.add(first);
      return name;
    }
  }
}

const STORE_HEADS = [
  'Berkah',
  'Sinar',
  'Abadi',
  'Makmur',
  'Sejahtera',
  'Barokah',
  'Mandiri',
  'Sentosa',
  'Harapan',
  'Rejeki',
  'Lancar',
  'Maju',
  'Cahaya',
  'Amanah',
  'Mulia',
  'Bintang',
  'Mutiara',
  'Karunia',
  'Anugerah',
  'Sumber',
  'Putra',
  'Duta',
];
const STORE_TAILS = [
  'Jaya',
  'Abadi',
  'Store',
  'Shop',
  '88',
  '99',
  'Grosir',
  'Collection',
  'Mart',
  'ID',
  'Indonesia',
  'Sentosa',
  'Official',
];
const OWNER_NAMES = [
  'Aisyah',
  'Rina',
  'Dewi',
  'Budi',
  'Andi',
  'Siti',
  'Putri',
  'Rizky',
  'Fajar',
  'Nabila',
  'Ayu',
  'Intan',
  'Yusuf',
  'Hendra',
  'Lestari',
  'Wulan',
  'Agus',
  'Mega',
  'Tari',
  'Joko',
  'Citra',
  'Bayu',
  'Salsa',
  'Dimas',
];
const OWNER_TAILS = ['Shop', 'Store', 'Collection', 'Closet', 'Mart', 'Gallery', 'Official', 'Corner'];
const PLACE_WORDS = ['Gudang', 'Pusat', 'Grosir', 'Rumah', 'Dunia', 'Kedai', 'Toko'];

/** The city without its 'Kota '/'Kab. ' prefix, as shop names use it: 'Bandung'. */
let reserved: Set<string> | undefined;
/** Every word a store's or a product's name is made of, lower-cased: no brand may start with one. */
function namingWords(): Set<string> {
  reserved ??= new Set(
    [
      ...STORE_HEADS,
      ...STORE_TAILS,
      ...OWNER_NAMES,
      ...OWNER_TAILS,
      ...PLACE_WORDS,
      ...LEAF_CONCEPTS.flatMap((leaf) => [leaf.name, ...leaf.nouns, ...leaf.attributes.flat()]),
    ]
      .flatMap((phrase) => phrase.split(/\s+/))
      .map((word) => word.toLowerCase()),
  );
  return reserved;
}

const shortCity = (city: string): string => city.replace(/^(Kota|Kab\.)\s+/, '');

function headAndTail(random: Random): string {
  const head = random.pick(STORE_HEADS);
  let tail = random.pick(STORE_TAILS);
  while (tail === head) tail = random.pick(STORE_TAILS);
  return `${head} ${tail}`;
}

/** A store name; official stores carry their brand. Duplicates get a number, as on the marketplaces. */
export function storeName(
  random: Random,
  domain: BrandDomain,
  city: string,
  officialBrand: string | null,
  taken: Set<string>,
): string {
  const roll = random.next();
  const base =
    officialBrand !== null
      ? `${officialBrand} Official Store`
      : roll < 0.35
        ? `${random.chance(0.5) ? 'Toko ' : ''}${headAndTail(random)}`
        : roll < 0.65
          ? `${random.pick(OWNER_NAMES)} ${random.pick(OWNER_TAILS)}`
          : `${random.pick(PLACE_WORDS)} ${random.pick(DOMAIN_WORDS[domain].storeWords)} ${shortCity(city)}`;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A shop's username (Tokopedia's shop domain): its name squeezed into lower-case letters and digits. */
export function storeUsername(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 24) || 'toko';
  let username = base;
  for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
  taken.add(username);
  return username;
}
