/**
 * Variant option lists per kind, cheapest first where options cost more. '+N' after a name is
 * its price above the first option in percent ('Isi 2+90' costs 1.9 times 'Isi 1').
 */
const OPTION_TEXT = {
  warna: 'Hitam|Putih|Navy|Abu-abu|Maroon|Cream|Sage|Mocca|Coklat|Olive|Dusty Pink|Army',
  ukuran: 'S|M|L|XL|XXL+8|3XL+15',
  isi: 'Isi 1|Isi 2+90|Isi 3+170|Isi 6+320|Isi 12+600',
  volume: '30ml|50ml+55|100ml+95|250ml+200|500ml+350',
  shade: '01 Ivory|02 Light Beige|03 Natural|04 Sand|05 Honey|06 Tan|07 Caramel|08 Mocha',
  sepatu: '37|38|39|40|41|42|43|44',
  memori: '4/64GB|6/128GB+18|8/128GB+28|8/256GB+45|12/256GB+70|12/512GB+110',
  'memori-kecil': '32GB|64GB+45|128GB+110|256GB+230',
  tipe: 'Standar|Tipe A+5|Tipe B+12|Tipe C+20|Premium+35|Paket Lengkap+60',
  rasa: 'Original|Pedas|Keju|Balado|Cokelat|Barbeque|Jagung Bakar|Rumput Laut',
  berat: '250gr|500gr+85|1kg+160|2kg+300',
  'ukuran-koper': '20 Inch|24 Inch+25|28 Inch+50',
  'ukuran-tv': '32 Inch|43 Inch+45|50 Inch+85|55 Inch+110',
  'ukuran-kasur': '90x200|120x200+20|160x200+45|180x200+60',
  'ukuran-box': '30 Liter|50 Liter+30|80 Liter+70|100 Liter+100',
  'ukuran-wajan': '20cm|24cm+20|28cm+40|30cm+55',
  'ukuran-popok': 'NB|S|M+5|L+10|XL+15|XXL+20',
  'ukuran-bayi': '0-3 Bulan|3-6 Bulan|6-12 Bulan+5|1-2 Tahun+10',
  'ukuran-ban': '70/90-14|80/90-14+10|90/80-14+20|100/80-14+30',
  'ukuran-boneka': '30cm|50cm+60|80cm+150|1 Meter+250',
} as const;

/** Clothes sell as colour × size ('Hitam,L' in Shopee's notation). */
const COMBINED_KINDS = { 'warna-ukuran': ['warna', 'ukuran'] } as const;

type SimpleVariantKind = keyof typeof OPTION_TEXT;
export type VariantKind = SimpleVariantKind | keyof typeof COMBINED_KINDS;

export interface VariantOption {
  name: string;
  /** Price relative to the list's first option: 1.9 for '+90'. */
  priceFactor: number;
}

function parseOptions(text: string): VariantOption[] {
  return text.split('|').map((entry) => {
    const [name = entry, percent] = entry.split('+');
    return { name, priceFactor: 1 + Number(percent ?? 0) / 100 };
  });
}

const VARIANT_OPTIONS = new Map<SimpleVariantKind, readonly VariantOption[]>(
  (Object.keys(OPTION_TEXT) as SimpleVariantKind[]).map((kind) => [kind, parseOptions(OPTION_TEXT[kind])]),
);

export const isVariantKind = (kind: string): kind is VariantKind => kind in OPTION_TEXT || kind in COMBINED_KINDS;

/** The option lists a kind combines: one list, or two for colour × size. */
export function optionListsOf(kind: VariantKind): readonly (readonly VariantOption[])[] {
  const kinds: readonly SimpleVariantKind[] =
    kind in COMBINED_KINDS ? COMBINED_KINDS[kind as keyof typeof COMBINED_KINDS] : [kind as SimpleVariantKind];
  return kinds.map((k) => VARIANT_OPTIONS.get(k) ?? []);
}
