import type { Marketplace } from '../observation.ts';

/**
 * The shared concept tree behind every marketplace's categories. A group becomes a top-level
 * category under each marketplace's own name (groups with the same name merge, as Tokopedia's
 * 'Fashion Wanita' holds women's clothes, shoes and bags). Below the top level the names are
 * shared.
 *
 * `leaves` is compact text: '## name' starts a level-2 category; every other line is a level-3
 * category as `name; product nouns; attribute groups; median price; variant kind; keywords`,
 * where alternatives are separated by '|' and attribute groups by '/'. An empty nouns field
 * means the name itself. Prices read like Indonesians write them: '85rb', '4,5jt'.
 */

export type BrandDomain =
  | 'beauty'
  | 'fashion'
  | 'health'
  | 'gadget'
  | 'electronics'
  | 'home'
  | 'food'
  | 'baby'
  | 'sports'
  | 'automotive'
  | 'hobby'
  | 'pet'
  | 'books';

export interface ConceptGroup {
  key: string;
  topLevel: Record<Marketplace, string>;
  domain: BrandDomain;
  /** Relative share of listings. */
  weight: number;
  /** Per-marketplace multiplier of weight, where a marketplace leans towards the group. */
  affinity?: Partial<Record<Marketplace, number>>;
  leaves: string;
}

const top = (
  shopee: string,
  tokopedia: string,
  tiktok: string,
  lazada: string,
  blibli: string,
): Record<Marketplace, string> => ({
  shopee,
  tokopedia,
  tiktok,
  lazada,
  blibli,
});

export const CONCEPT_GROUPS: readonly ConceptGroup[] = [
  {
    key: 'women-clothing',
    topLevel: top(
      'Pakaian Wanita',
      'Fashion Wanita',
      'Pakaian & Pakaian Dalam Wanita',
      'Fashion Wanita',
      'Fashion Wanita',
    ),
    domain: 'fashion',
    weight: 9,
    affinity: { tiktok: 1.4 },
    leaves: `
## Atasan Wanita
Blouse; Blouse|Atasan Blouse; Korean Style|Lengan Panjang|Motif Bunga|Polos / Rayon|Crinkle Airflow|Katun; 65rb; warna-ukuran; blouse wanita|atasan wanita korean
Kaos Wanita; Kaos Wanita|T-Shirt Wanita; Oversize|Crop|Basic / Cotton Combed 30s|Katun Bambu; 45rb; warna-ukuran; kaos oversize wanita|kaos wanita
Kemeja Wanita; Kemeja Wanita; Linen|Oversize|Kerja / Lengan Panjang|Polos; 89rb; warna-ukuran; kemeja wanita|kemeja linen wanita
Cardigan; Cardigan|Outer Rajut; Rajut|Knit|Oversize / Premium|Tebal; 75rb; warna; cardigan rajut|outer wanita
## Bawahan Wanita
Celana Kulot; Celana Kulot|Kulot; Highwaist|Premium / Linen|Scuba|Crinkle; 59rb; warna-ukuran; celana kulot|kulot wanita
Rok; Rok Plisket|Rok Span|Rok Panjang; Premium|Mayung / Jersey|Hyget|Denim; 55rb; warna; rok plisket|rok panjang
Celana Jeans Wanita; Celana Jeans Wanita|Jeans Wanita; Highwaist|Boyfriend|Kulot|Cutbray / Stretch|Premium; 119rb; ukuran; jeans wanita|celana jeans highwaist
Legging; Legging|Celana Legging; Wanita|Sport / Premium|Jumbo; 35rb; warna-ukuran; legging wanita
## Dress
Dress Casual; Dress|Midi Dress|Maxi Dress; Korean Style|Motif Bunga|Polos / Rayon|Linen; 110rb; warna-ukuran; dress wanita|midi dress
Dress Pesta; Dress Pesta|Gaun Pesta|Kebaya Modern; Brokat|Satin|Tile / Premium|Elegan; 245rb; warna-ukuran; dress pesta|kebaya modern
## Pakaian Dalam Wanita
Bra; Bra|Bh|Sport Bra; Tanpa Kawat|Push Up|Seamless / Busa Tipis|Nyaman; 49rb; warna-ukuran; bra tanpa kawat|bh wanita
Celana Dalam Wanita; Celana Dalam Wanita|CD Wanita; Katun|Seamless|Renda / Isi 3|Isi 6; 35rb; isi; celana dalam wanita
Piyama Wanita; Piyama|Baju Tidur|Setelan Piyama; Katun|Satin|Rayon / Lengan Panjang|Celana Panjang; 85rb; warna-ukuran; piyama wanita|baju tidur wanita`,
  },
  {
    key: 'men-clothing',
    topLevel: top('Pakaian Pria', 'Fashion Pria', 'Pakaian & Pakaian Dalam Pria', 'Fashion Pria', 'Fashion Pria'),
    domain: 'fashion',
    weight: 7,
    leaves: `
## Atasan Pria
Kaos Pria; Kaos Polos|Kaos Pria|T-Shirt; Cotton Combed 30s|Cotton Combed 24s|Oversize / Unisex|Distro|Premium; 39rb; warna-ukuran; kaos polos|kaos pria|kaos oversize
Kemeja Pria; Kemeja Pria|Kemeja Flanel|Kemeja Batik; Lengan Panjang|Lengan Pendek|Slim Fit / Katun|Oxford|Premium; 95rb; warna-ukuran; kemeja pria|kemeja flanel|batik pria
Polo Shirt; Polo Shirt|Kaos Kerah; Katun PE|Pique / Slimfit|Premium; 79rb; warna-ukuran; polo shirt pria|kaos kerah
Hoodie & Sweater; Hoodie|Sweater|Crewneck; Fleece|Cotton Fleece|Oversize / Polos|Distro|Unisex; 119rb; warna-ukuran; hoodie pria|sweater oversize|crewneck
## Bawahan Pria
Celana Chino; Celana Chino|Chino Pants; Slimfit|Regular Fit / Panjang|Premium; 99rb; warna-ukuran; celana chino pria
Celana Jeans Pria; Celana Jeans|Jeans Pria; Slimfit|Straight|Baggy / Stretch|Premium; 139rb; ukuran; celana jeans pria|jeans baggy
Celana Pendek Pria; Celana Pendek|Boxer|Celana Santai; Katun|Cargo|Parasut / Pria|Premium; 45rb; warna-ukuran; celana pendek pria|celana cargo pendek
Celana Jogger; Celana Jogger|Jogger Pants|Celana Training; Babyterry|Parasut|Cargo / Pria|Unisex; 69rb; warna-ukuran; celana jogger|celana training
## Jaket Pria
Jaket Bomber; Jaket Bomber|Jaket Pria; Waterproof|Taslan|Parasut / Premium|Distro; 149rb; warna-ukuran; jaket bomber|jaket pria
Jaket Denim; Jaket Jeans|Jaket Denim; Pria|Unisex / Washed|Premium; 165rb; ukuran; jaket jeans pria
Jaket Parka; Jaket Parka|Jaket Gunung|Windbreaker; Waterproof|Outdoor / Hoodie|Premium; 189rb; warna-ukuran; jaket parka|jaket gunung
## Pakaian Dalam Pria
Celana Dalam Pria; Celana Dalam Pria|Sempak|Boxer Brief; Katun|Microfiber / Isi 3|Isi 6; 39rb; isi; celana dalam pria|boxer brief
Kaos Dalam; Kaos Dalam|Singlet; Katun|Tanpa Lengan / Isi 3|Putih; 45rb; isi; kaos dalam pria|singlet`,
  },
  {
    key: 'muslim',
    topLevel: top('Fashion Muslim', 'Fashion Muslim', 'Fashion Muslim', 'Fashion Wanita', 'Fashion Muslim'),
    domain: 'fashion',
    weight: 6,
    affinity: { tiktok: 1.5 },
    leaves: `
## Hijab
Pashmina; Pashmina|Pashmina Instan; Ceruty Babydoll|Inner|Plisket|Kaos / Premium|Polos; 29rb; warna; pashmina|pashmina ceruty
Hijab Segi Empat; Hijab Segi Empat|Kerudung Segi Empat; Voal|Paris|Bella Square / Motif|Polos|Lasercut; 25rb; warna; hijab segi empat|bella square|hijab voal
Bergo; Bergo|Hijab Instan|Jilbab Instan; Jersey|Maryam|Serut / Syari|Pet Antem; 35rb; warna; hijab instan|bergo maryam
## Gamis & Tunik
Gamis; Gamis|Abaya|Gamis Syari; Busui|Set Khimar|Polos / Ceruty|Rayon|Crinkle; 159rb; warna-ukuran; gamis|gamis syari|abaya
Tunik; Tunik|Atasan Muslim; Rayon|Linen / Jumbo|Polos; 89rb; warna-ukuran; tunik wanita|atasan muslim
Setelan Muslim; Setelan Muslim|One Set Muslim; Rayon|Crinkle / Kulot|Celana; 139rb; warna-ukuran; setelan muslim wanita
## Busana Muslim Pria
Baju Koko; Baju Koko|Kemeja Koko|Kurta; Lengan Panjang|Lengan Pendek / Bordir|Premium|Katun; 119rb; warna-ukuran; baju koko|kurta pria
Sarung; Sarung|Sarung Tenun; Tenun Ikat|Tenun Songket|Motif / Dewasa|Premium; 89rb; warna; sarung pria|sarung tenun
Peci; Peci|Kopiah; Hitam|Rajut|Songkok / Polos|Bordir; 35rb; ukuran; peci|kopiah
## Perlengkapan Ibadah
Mukena; Mukena|Mukena Dewasa; Katun Rayon|Parasut|Travel / Bordir|Polos; 125rb; warna; mukena|mukena travel
Sajadah; Sajadah|Sajadah Travel; Turki|Busa|Lipat / Tebal|Motif; 65rb; warna; sajadah|sajadah turki
Al-Quran; Al-Quran|Al Quran Terjemah; Tajwid|Hafalan / A5|Cover Kulit; 95rb; tipe; al quran terjemah`,
  },
  {
    key: 'women-shoes',
    topLevel: top('Sepatu Wanita', 'Fashion Wanita', 'Sepatu', 'Fashion Wanita', 'Fashion Wanita'),
    domain: 'fashion',
    weight: 3.5,
    leaves: `
## Sepatu Kets Wanita
Sneakers Wanita; Sepatu Sneakers Wanita|Sneakers Wanita; Casual|Korean|Putih / Sol Tebal|Import; 149rb; sepatu; sepatu sneakers wanita
Slip On Wanita; Sepatu Slip On|Slip On Wanita; Canvas|Rajut / Casual|Polos; 79rb; sepatu; slip on wanita
## Sepatu Formal Wanita
Heels; Sepatu Heels|High Heels|Block Heels; 5cm|7cm|Kaca / Pesta|Kerja; 129rb; sepatu; sepatu heels|block heels
Flat Shoes; Flat Shoes|Sepatu Flat; Kerja|Pita|Mules / Kulit Sintetis|Empuk; 89rb; sepatu; flat shoes wanita
## Sandal Wanita
Sandal Jepit Wanita; Sandal Jepit|Sandal Wanita; Karet|Tali / Empuk|Anti Slip; 29rb; sepatu; sandal jepit wanita
Sandal Slop Wanita; Sandal Slop|Sandal Selop|Sandal Teplek; Bulu|Korea|Kekinian / Empuk; 45rb; sepatu; sandal slop wanita|sandal teplek`,
  },
  {
    key: 'men-shoes',
    topLevel: top('Sepatu Pria', 'Fashion Pria', 'Sepatu', 'Fashion Pria', 'Fashion Pria'),
    domain: 'fashion',
    weight: 3,
    leaves: `
## Sepatu Kets Pria
Sneakers Pria; Sepatu Sneakers Pria|Sepatu Casual Pria; Canvas|Kulit|Suede / Original|Import; 189rb; sepatu; sepatu sneakers pria|sepatu casual pria
Slip On Pria; Sepatu Slip On Pria|Slip On; Canvas|Kulit / Casual|Polos; 99rb; sepatu; slip on pria
## Sepatu Formal Pria
Pantofel; Sepatu Pantofel|Sepatu Formal Pria; Kulit Asli|Kulit Sintetis / Kantor|Kerja; 229rb; sepatu; sepatu pantofel|sepatu kerja pria
Sepatu Boots Pria; Sepatu Boots|Boots Pria|Sepatu Safety; Kulit|Ujung Besi / Tinggi|Outdoor; 285rb; sepatu; sepatu boots pria|sepatu safety
## Sandal Pria
Sandal Jepit Pria; Sandal Jepit Pria|Sendal Jepit; Karet|Kulit / Anti Slip|Empuk; 35rb; sepatu; sandal jepit pria
Sandal Gunung; Sandal Gunung|Sandal Outdoor; Pria|Unisex / Tali|Anti Slip; 89rb; sepatu; sandal gunung`,
  },
  {
    key: 'bags',
    topLevel: top('Tas Wanita', 'Fashion Wanita', 'Tas & Koper', 'Fashion Wanita', 'Fashion Wanita'),
    domain: 'fashion',
    weight: 3,
    affinity: { tiktok: 1.2 },
    leaves: `
## Tas Selempang & Bahu
Sling Bag Wanita; Tas Selempang Wanita|Sling Bag; Mini|Kulit Sintetis|Kanvas / Korean Style|Kekinian; 69rb; warna; tas selempang wanita|sling bag
Shoulder Bag; Tas Bahu|Shoulder Bag|Hobo Bag; Kulit|Quilted / Wanita|Import; 119rb; warna; shoulder bag wanita
## Tas Tangan & Dompet
Tote Bag; Tote Bag|Tas Tote; Kanvas|Kulit Sintetis / Resleting|Kuliah|Kerja; 59rb; warna; tote bag|tas kuliah
Handbag; Tas Tangan|Handbag; Wanita|Pesta / Kulit|Premium; 139rb; warna; tas tangan wanita|handbag
Dompet Wanita; Dompet Wanita|Dompet Panjang|Dompet Lipat; Kulit|Kanvas / Kartu|Koin; 49rb; warna; dompet wanita
## Ransel & Koper
Ransel Wanita; Tas Ransel|Backpack|Ransel Laptop; Wanita|Sekolah|Kuliah / Waterproof|Anti Air; 99rb; warna; tas ransel wanita|backpack
Koper; Koper|Koper Kabin|Koper Bagasi; Fiber|Hardcase / 20 Inch|24 Inch; 389rb; ukuran-koper; koper kabin|koper 20 inch`,
  },
  {
    key: 'beauty',
    topLevel: top(
      'Kecantikan',
      'Kecantikan',
      'Kecantikan & Perawatan Pribadi',
      'Kesehatan & Kecantikan',
      'Kesehatan & Kecantikan',
    ),
    domain: 'beauty',
    weight: 14,
    affinity: { tiktok: 1.7, tokopedia: 0.9 },
    leaves: `
## Perawatan Wajah
Serum Wajah; Serum Wajah|Face Serum; Niacinamide 10%|Vitamin C 20%|Hyaluronic Acid|Retinol 0.5%|Centella / 20ml|30ml|50ml; 79rb; volume; serum niacinamide|serum wajah|serum vitamin c
Pelembab Wajah; Pelembab Wajah|Moisturizer|Gel Moisturizer; Ceramide|Aloe Vera|Barrier Repair / 30g|50g; 65rb; volume; moisturizer|pelembab wajah
Sabun Cuci Muka; Facial Wash|Sabun Cuci Muka|Cleanser; Acne|Brightening|Low pH / 100ml|150ml; 39rb; volume; facial wash|sabun cuci muka|cleanser
Toner; Toner|Essence Toner|Exfoliating Toner; AHA BHA|Centella|Rice Water / 100ml|150ml; 59rb; volume; toner wajah|exfoliating toner
Sunscreen; Sunscreen|Sunscreen Gel|Sun Serum; SPF 50 PA++++|SPF 35 / 30ml|50ml; 55rb; volume; sunscreen|sunscreen spf 50
Masker Wajah; Masker Wajah|Clay Mask|Sheet Mask; Mugwort|Charcoal|Madu / Isi 5|Jar 100g; 35rb; isi; masker wajah|clay mask
## Makeup Wajah
Foundation; Foundation|Liquid Foundation; Matte|Long Lasting / 30ml; 89rb; shade; foundation|foundation matte
Cushion; Cushion|BB Cushion; Cover|Glowy|Matte / SPF 35|Refill; 99rb; shade; cushion|bb cushion
Bedak; Bedak|Loose Powder|Compact Powder|Two Way Cake; Oil Control|Translucent / 12g|20g; 45rb; shade; bedak|loose powder|two way cake
Concealer; Concealer; Liquid|Stick / High Coverage; 49rb; shade; concealer
## Makeup Mata & Bibir
Lipstik; Lipstik|Lip Cream|Lip Matte; Matte|Transferproof|Satin / Long Lasting; 45rb; shade; lip cream|lipstik matte
Lip Tint; Lip Tint|Lip Serum|Lip Glow; Glossy|Water Tint / Jelly|Moisturizing; 39rb; shade; lip tint|lip serum
Maskara; Maskara|Mascara; Waterproof|Lentik / Volume|Panjang; 55rb; warna; maskara waterproof
Eyeliner; Eyeliner|Eyeliner Pen; Waterproof / Hitam Pekat|Spidol; 35rb; warna; eyeliner waterproof
## Perawatan Rambut
Shampoo; Shampoo|Sampo; Anti Ketombe|Anti Rontok|Ginseng / 170ml|340ml; 45rb; volume; shampoo anti rontok|sampo anti ketombe
Hair Serum; Hair Serum|Hair Tonic|Vitamin Rambut; Argan Oil|Kemiri|Rosemary / 60ml|100ml; 49rb; volume; hair tonic|serum rambut|minyak kemiri
Pewarna Rambut; Cat Rambut|Pewarna Rambut|Hair Color; Permanen|Semir / Ash Grey|Cokelat|Burgundy; 39rb; warna; cat rambut|semir rambut
## Perawatan Tubuh
Body Lotion; Body Lotion|Body Serum|Handbody; Whitening|Glow|Niacinamide / 250ml|400ml; 49rb; volume; body lotion|handbody whitening|body serum
Sabun Mandi; Sabun Mandi|Body Wash|Sabun Batang; Antiseptik|Scrub|Susu / 250ml|Isi 3; 29rb; volume; sabun mandi|body wash
Deodoran; Deodoran|Deodorant Roll On|Deo Spray; Anti Bau|Tahan Lama / 50ml; 29rb; tipe; deodoran|roll on
Parfum; Parfum|Eau De Parfum|Body Mist; Tahan Lama|Original|Aroma Vanilla|Aroma Citrus / 30ml|50ml|100ml; 89rb; volume; parfum|parfum tahan lama|body mist`,
  },
  {
    key: 'health',
    topLevel: top('Kesehatan', 'Kesehatan', 'Kesehatan', 'Kesehatan & Kecantikan', 'Kesehatan & Kecantikan'),
    domain: 'health',
    weight: 5,
    leaves: `
## Vitamin & Suplemen
Multivitamin; Multivitamin|Vitamin Harian; Dewasa|Anak|Daya Tahan Tubuh / 30 Tablet|60 Kapsul; 75rb; isi; multivitamin|vitamin daya tahan tubuh
Vitamin C; Vitamin C|Vitamin C 1000mg; Tablet Effervescent|Kapsul / Isi 10|Isi 30; 49rb; isi; vitamin c 1000mg
Suplemen Herbal; Suplemen Herbal|Kapsul Herbal|Jamu; Temulawak|Habbatussauda|Kunyit Asam / 60 Kapsul|Botol 250ml; 65rb; isi; habbatussauda|jamu herbal|temulawak
Kolagen; Kolagen|Collagen Drink|Suplemen Kolagen; Sachet|Serbuk / Isi 10|Isi 30; 139rb; isi; kolagen minuman|collagen drink
## Alat Kesehatan
Tensimeter; Tensimeter Digital|Alat Tensi; Lengan|Pergelangan / Akurat|Bergaransi; 229rb; -; tensimeter digital|alat tensi
Termometer; Termometer|Termometer Digital|Thermogun; Infrared|Ketiak / Anak|Dewasa; 59rb; -; termometer digital|thermogun
Masker Medis; Masker Medis|Masker Duckbill|Masker KF94; 3 Ply|4 Ply / Isi 50|Isi 20; 25rb; warna; masker medis|masker duckbill
Oximeter; Oximeter|Pulse Oximeter; Fingertip / Akurat|Layar OLED; 119rb; -; oximeter
## Obat & Perawatan
Minyak Angin; Minyak Kayu Putih|Minyak Telon|Balsem|Minyak Angin; Aromaterapi|Plus / 60ml|120ml; 25rb; volume; minyak kayu putih|minyak angin
Perawatan Gigi; Pasta Gigi|Sikat Gigi|Obat Kumur; Whitening|Herbal|Sensitif / 190g|Isi 3; 25rb; isi; pasta gigi|sikat gigi
Koyo & Plester; Koyo|Plester Luka|Koyo Cabe; Hangat|Anti Air / Isi 10|Isi 20; 15rb; isi; koyo|plester luka`,
  },
  {
    key: 'phones',
    topLevel: top(
      'Handphone & Aksesoris',
      'Handphone & Tablet',
      'Ponsel & Elektronik',
      'Perangkat Elektronik',
      'Handphone & Tablet',
    ),
    domain: 'gadget',
    weight: 8,
    affinity: { tokopedia: 1.3, tiktok: 0.8 },
    leaves: `
## Handphone
Smartphone; Smartphone|HP Android; 5G|NFC / Garansi Resmi|Baru; 2,4jt; memori; hp android|smartphone 5g|hp murah
Tablet; Tablet|Tablet Android; 10 Inch|11 Inch / WiFi|LTE / Garansi Resmi; 3,2jt; memori; tablet android|tablet murah
## Aksesoris Handphone
Casing HP; Casing|Case HP|Softcase; Transparan|Anti Crack|Magnetic / Motif|Polos; 19rb; tipe; casing hp|case hp|softcase
Charger HP; Charger|Kepala Charger|Adaptor Charger; Fast Charging|33W|65W / Type C|USB; 69rb; tipe; charger fast charging|charger type c
Kabel Data; Kabel Data|Kabel Charger; Type C|Micro USB|Lightning / 1 Meter|2 Meter / Fast Charging; 25rb; tipe; kabel data type c|kabel charger
Pelindung Layar; Tempered Glass|Anti Gores|Screen Protector; Full Cover|Privacy|Matte / 9H; 15rb; tipe; tempered glass|anti gores
Powerbank; Powerbank|Power Bank; 10000mAh|20000mAh / Fast Charging|Mini|Magnetic; 159rb; warna; powerbank 10000mah|power bank
Holder HP; Holder HP|Phone Holder|Tripod HP; Mobil|Motor|Meja / Flexible|Magnetic; 35rb; tipe; holder hp|tripod hp
## Audio Handphone
TWS Earbuds; TWS|Earbuds Bluetooth|Headset Bluetooth; ANC|Bass / Bluetooth 5.3|Gaming; 149rb; warna; tws|earbuds bluetooth|headset bluetooth
Headset Kabel; Headset|Earphone; Kabel|Jack 3.5mm|Type C / Bass|Mic; 29rb; warna; earphone kabel|headset kabel
## Wearable
Smartwatch; Smartwatch|Jam Tangan Pintar; AMOLED|Bluetooth Call / Tahan Air|GPS; 349rb; warna; smartwatch|jam tangan pintar
Smartband; Smartband|Smart Band|Fitness Tracker; Tahan Air / Detak Jantung|Layar Warna; 229rb; warna; smartband|fitness tracker`,
  },
  {
    key: 'computers',
    topLevel: top(
      'Komputer & Aksesoris',
      'Komputer & Laptop',
      'Komputer & Peralatan Kantor',
      'Perangkat Elektronik',
      'Komputer & Laptop',
    ),
    domain: 'gadget',
    weight: 5,
    affinity: { tokopedia: 1.5, tiktok: 0.6 },
    leaves: `
## Laptop & PC
Laptop; Laptop|Notebook; 14 Inch|15.6 Inch / Intel Core i5|Ryzen 5|Core i3 / SSD 512GB; 6,8jt; memori; laptop|laptop murah|notebook
Laptop Gaming; Laptop Gaming; RTX 4050|RTX 4060 / 144Hz|165Hz / 16GB; 14,5jt; memori; laptop gaming
Monitor; Monitor|Monitor LED; 24 Inch|27 Inch / IPS|75Hz|165Hz; 1,7jt; -; monitor 24 inch|monitor gaming
PC Rakitan; PC Rakitan|PC Gaming|CPU Rakitan; Core i5|Ryzen 5 / Siap Pakai|Office; 5,5jt; tipe; pc rakitan|pc gaming
## Aksesoris Komputer
Mouse; Mouse|Mouse Wireless|Mouse Gaming; Silent Click|RGB / 2.4GHz|Bluetooth; 59rb; warna; mouse wireless|mouse gaming
Keyboard; Keyboard|Keyboard Mechanical|Keyboard Wireless; RGB|Hotswap / Blue Switch|Red Switch; 189rb; tipe; keyboard mechanical|keyboard wireless
Headset Gaming; Headset Gaming|Headphone Gaming; RGB|7.1 Surround / Mic|USB; 159rb; warna; headset gaming
Webcam; Webcam|Kamera Webcam; 1080p|2K / Mic|Autofocus; 179rb; -; webcam 1080p
## Penyimpanan Data
Flashdisk; Flashdisk|Flash Drive; 32GB|64GB|128GB / USB 3.0|OTG; 65rb; memori-kecil; flashdisk|flashdisk 64gb
SSD; SSD|SSD NVMe|SSD SATA; 256GB|512GB|1TB / M.2|2.5 Inch; 599rb; memori-kecil; ssd nvme|ssd 512gb
Kartu Memori; Kartu Memori|MicroSD|Memory Card; 32GB|64GB|128GB / Class 10|A1; 69rb; memori-kecil; microsd|kartu memori
## Printer & Alat Kantor
Printer; Printer|Printer Inkjet; Ink Tank|Wireless / Print Scan Copy; 1,9jt; -; printer|printer ink tank
Tinta Printer; Tinta Printer|Tinta Refill; Hitam|Warna / 70ml|100ml; 45rb; warna; tinta printer|tinta refill
Kertas HVS; Kertas HVS|Kertas A4|Kertas F4; 70gsm|80gsm / 1 Rim; 55rb; tipe; kertas hvs a4`,
  },
  {
    key: 'electronics',
    topLevel: top('Elektronik', 'Elektronik', 'Ponsel & Elektronik', 'TV & Elektronik Rumah Tangga', 'Elektronik'),
    domain: 'electronics',
    weight: 6,
    affinity: { tokopedia: 1.2 },
    leaves: `
## Elektronik Dapur
Rice Cooker; Rice Cooker|Magic Com|Penanak Nasi; 1.8 Liter|2 Liter|Mini / Digital|3in1; 349rb; -; rice cooker|magic com
Blender; Blender|Chopper|Juicer; Kaca|Portable / 2 Liter|Mini; 229rb; warna; blender|blender portable|chopper
Air Fryer; Air Fryer|Penggoreng Tanpa Minyak; 4 Liter|5.5 Liter / Digital|Low Watt; 699rb; -; air fryer|air fryer low watt
Mixer; Mixer|Hand Mixer|Stand Mixer; 7 Speed / Roti|Kue; 289rb; -; mixer|hand mixer
## Elektronik Rumah Tangga
Setrika; Setrika|Setrika Uap|Steamer Baju; Listrik|Portable / Anti Lengket; 179rb; -; setrika uap|steamer baju
Kipas Angin; Kipas Angin|Kipas Dinding|Kipas Berdiri; 16 Inch|Mini Portable / Remote|Hemat Listrik; 249rb; -; kipas angin|kipas angin portable
Vacuum Cleaner; Vacuum Cleaner|Penyedot Debu; Wireless|Handheld / Kuat|Mini; 459rb; -; vacuum cleaner|penyedot debu
Dispenser; Dispenser|Dispenser Air; Galon Bawah|Hot Cool / Hemat Listrik; 899rb; -; dispenser galon bawah
## TV & Audio
Televisi; TV|Smart TV|LED TV; 32 Inch|43 Inch|50 Inch / Android TV|Google TV; 3,4jt; ukuran-tv; smart tv|tv 43 inch
Speaker Bluetooth; Speaker Bluetooth|Speaker Portable|Speaker Aktif; Bass|Karaoke / Tahan Air|Mini; 189rb; warna; speaker bluetooth|speaker karaoke
Soundbar; Soundbar|Home Theater; Subwoofer / Bluetooth|2.1 Channel; 899rb; -; soundbar
## Lampu & Kelistrikan
Lampu LED; Lampu LED|Bohlam LED|Lampu Emergency; 12 Watt|18 Watt / Putih|Hemat Energi; 25rb; isi; lampu led|bohlam led
Stop Kontak; Stop Kontak|Terminal Listrik|Kabel Roll; 4 Lubang|USB / 3 Meter|5 Meter; 49rb; tipe; stop kontak|kabel roll
CCTV; CCTV|Kamera CCTV|IP Camera; WiFi|Outdoor / 2MP|4MP / Night Vision; 249rb; tipe; cctv wifi|ip camera`,
  },
  {
    key: 'home',
    topLevel: top(
      'Perlengkapan Rumah',
      'Rumah Tangga',
      'Perlengkapan Rumah',
      'Rumah & Gaya Hidup',
      'Perlengkapan Rumah',
    ),
    domain: 'home',
    weight: 7,
    leaves: `
## Dekorasi Rumah
Hiasan Dinding; Hiasan Dinding|Poster Dinding|Wall Decor; Kayu|Kanvas / Minimalis|Aesthetic; 49rb; tipe; hiasan dinding|wall decor
Jam Dinding; Jam Dinding; Minimalis|Kayu|Besar / Silent|Modern; 69rb; warna; jam dinding minimalis
Gorden; Gorden|Tirai|Gorden Jendela; Blackout|Smokering / 150x220|200x220; 89rb; warna; gorden blackout|tirai jendela
Karpet; Karpet|Karpet Bulu|Karpet Lantai; 150x200|160x210 / Anti Slip|Lembut; 119rb; warna; karpet bulu|karpet lantai
## Kamar Tidur
Sprei; Sprei|Bed Cover|Seprai; Katun|Microtex|Motif / 160x200|180x200; 119rb; ukuran-kasur; sprei|bed cover|sprei katun
Bantal; Bantal|Bantal Tidur|Guling; Dacron|Silikon / Empuk|Hotel; 45rb; isi; bantal|bantal hotel
Selimut; Selimut|Bed Cover Selimut; Bulu|Microfiber|Motif Karakter / Tebal|Lembut; 79rb; warna; selimut bulu
Kasur; Kasur Lantai|Kasur Busa|Kasur Lipat; Tebal 10cm|Tebal 15cm / Lipat 3; 329rb; ukuran-kasur; kasur lipat|kasur busa
## Penyimpanan & Organizer
Rak Serbaguna; Rak Serbaguna|Rak Buku|Rak Sepatu; Susun 3|Susun 5 / Besi|Kayu; 89rb; tipe; rak serbaguna|rak sepatu
Kotak Penyimpanan; Kotak Penyimpanan|Storage Box|Container Box; Lipat|Plastik / 50 Liter|100 Liter; 59rb; ukuran-box; storage box|kotak penyimpanan
Gantungan Baju; Gantungan Baju|Hanger|Stand Hanger; Isi 10|Kayu|Besi / Anti Slip; 35rb; isi; hanger baju|stand hanger
## Kebersihan Rumah
Sapu & Pel; Alat Pel|Sapu|Pel Putar|Spin Mop; Lantai|Microfiber / Tongkat Panjang; 65rb; tipe; alat pel|spin mop
Deterjen; Deterjen|Sabun Cuci Baju|Pewangi Pakaian; Cair|Bubuk / 800ml|1.6 Liter|Refill; 29rb; volume; deterjen cair|pewangi pakaian
Pewangi Ruangan; Pengharum Ruangan|Diffuser|Reed Diffuser; Aromaterapi|Lavender / 100ml; 39rb; tipe; pengharum ruangan|diffuser aromaterapi
Tisu; Tisu|Tisu Wajah|Tisu Basah; Isi 250 Lembar|Isi 50 / 2 Ply|Non Alkohol; 19rb; isi; tisu|tisu basah
## Kamar Mandi
Handuk; Handuk|Handuk Mandi; Katun|Microfiber / 70x140|Dewasa; 49rb; warna; handuk mandi
Keset; Keset|Keset Kaki; Anti Slip|Bulu / Kamar Mandi|Serap Air; 25rb; warna; keset anti slip
Rak Kamar Mandi; Rak Kamar Mandi|Rak Sabun|Rak Sudut; Tempel Dinding|Stainless / Tanpa Bor; 45rb; tipe; rak kamar mandi`,
  },
  {
    key: 'kitchen',
    topLevel: top('Perlengkapan Rumah', 'Dapur', 'Perlengkapan Dapur', 'Rumah & Gaya Hidup', 'Perlengkapan Rumah'),
    domain: 'home',
    weight: 5,
    leaves: `
## Peralatan Masak
Wajan; Wajan|Teflon|Penggorengan; Anti Lengket|Granite / 24cm|28cm|30cm; 119rb; ukuran-wajan; wajan anti lengket|teflon
Panci; Panci|Panci Set|Panci Presto; Stainless|Granite / 20cm|24cm|Set 5; 149rb; tipe; panci set|panci presto
Pisau Dapur; Pisau Dapur|Pisau Set|Talenan; Stainless|Jepang Style / Tajam|Set 6; 49rb; tipe; pisau dapur|talenan
Spatula & Sutil; Spatula|Sutil|Set Alat Masak; Silikon|Kayu / Tahan Panas|Set 10; 35rb; isi; spatula silikon|sutil
## Peralatan Makan & Minum
Botol Minum; Botol Minum|Botol Air; 1 Liter|2 Liter / BPA Free|Motivasi; 35rb; warna; botol minum 2 liter|botol motivasi
Tumbler; Tumbler|Termos|Botol Stainless; 500ml|1 Liter / Tahan Panas Dingin|Vakum; 79rb; warna; tumbler|termos stainless
Piring & Mangkok; Piring|Mangkok|Set Piring; Keramik|Melamin / Isi 6|Set 12; 65rb; isi; set piring keramik|mangkok
Kotak Makan; Kotak Makan|Lunch Box|Rantang; Sekat|Anti Tumpah / 3 Susun|BPA Free; 45rb; warna; kotak makan|lunch box
## Penyimpanan Makanan
Toples; Toples|Toples Kaca|Toples Plastik; Kedap Udara / 1 Liter|Set 3; 39rb; isi; toples kedap udara
Container Makanan; Container Makanan|Food Container|Tempat Makan; Microwave Safe / Isi 5|1000ml; 49rb; isi; food container
Plastik Wrap; Plastik Wrap|Aluminium Foil|Kantong Plastik; 30 Meter|Food Grade / Roll; 22rb; tipe; plastik wrap|aluminium foil`,
  },
  {
    key: 'baby',
    topLevel: top('Ibu & Bayi', 'Ibu & Bayi', 'Ibu & Bayi', 'Bayi & Mainan', 'Ibu & Anak'),
    domain: 'baby',
    weight: 5,
    leaves: `
## Popok Bayi
Popok Sekali Pakai; Popok Bayi|Diapers|Popok Celana; S|M|L|XL / Isi 20|Isi 40|Jumbo; 89rb; ukuran-popok; popok bayi|diapers|popok celana
Popok Kain; Popok Kain|Clodi|Cloth Diaper; Bayi / Insert|Isi 3; 55rb; isi; clodi|popok kain
Tisu Basah Bayi; Tisu Basah Bayi|Baby Wipes; Non Alkohol|Tanpa Pewangi / Isi 50|Isi 80; 19rb; isi; tisu basah bayi
## Makanan & Susu Bayi
Susu Formula; Susu Formula|Susu Pertumbuhan; 1-3 Tahun|0-6 Bulan / 400g|800g; 129rb; berat; susu formula|susu pertumbuhan
MPASI; MPASI|Bubur Bayi|Makanan Bayi; Organik|Instan / 6 Bulan+|8 Bulan+; 35rb; rasa; mpasi|bubur bayi
Biskuit Bayi; Biskuit Bayi|Puffs Bayi|Camilan Bayi; Organik / 6 Bulan+|Isi 20; 29rb; rasa; biskuit bayi|camilan bayi
## Perlengkapan Menyusui
Botol Susu Bayi; Botol Susu|Dot Bayi; Anti Kolik|Wide Neck / 150ml|250ml; 69rb; volume; botol susu bayi|dot bayi
Pompa ASI; Pompa ASI|Breast Pump; Elektrik|Manual / Double|Wireless; 329rb; tipe; pompa asi elektrik|breast pump
Kantong ASI; Kantong ASI|Breastmilk Bag; 100ml|200ml / Isi 30|Isi 50; 35rb; isi; kantong asi
## Perawatan Bayi
Minyak Telon; Minyak Telon|Telon Oil; Plus Anti Nyamuk|Lavender / 60ml|100ml|150ml; 29rb; volume; minyak telon
Sabun & Sampo Bayi; Sabun Bayi|Sampo Bayi|Baby Wash; Hypoallergenic|Lembut / 200ml|400ml; 39rb; volume; sabun bayi|baby wash
Bedak Bayi; Bedak Bayi|Baby Powder; Cair|Lembut / 100g|200g; 25rb; volume; bedak bayi
## Pakaian Bayi
Baju Bayi; Baju Bayi|Setelan Bayi|Jumper Bayi; Katun|Newborn / 0-3 Bulan|6-12 Bulan; 49rb; ukuran-bayi; baju bayi|jumper bayi|setelan bayi newborn
Perlengkapan Tidur Bayi; Bedong|Selimut Bayi|Kelambu Bayi; Instan|Katun / Lembut; 45rb; warna; bedong bayi|kelambu bayi`,
  },
  {
    key: 'food',
    topLevel: top('Makanan & Minuman', 'Makanan & Minuman', 'Makanan & Minuman', 'Bahan Makanan', 'Makanan & Minuman'),
    domain: 'food',
    weight: 7,
    affinity: { tiktok: 1.2 },
    leaves: `
## Makanan Ringan
Keripik; Keripik|Kripik|Basreng; Singkong|Pisang|Kaca / Pedas|Original|Daun Jeruk / 250gr|500gr; 25rb; rasa; basreng|keripik singkong|keripik kaca
Kue Kering; Kue Kering|Nastar|Kastengel|Cookies; Lebaran|Premium / Toples 500gr|250gr; 69rb; rasa; nastar|kue kering|cookies
Makaroni Pedas; Makaroni|Makaroni Pedas|Seblak Instan; Level 5|Balado|Daun Jeruk / 250gr|Pack; 15rb; rasa; makaroni pedas|seblak instan
Cokelat; Cokelat|Coklat Batang|Cokelat Dubai; Dark|Milk / 100gr|Box; 45rb; rasa; coklat|cokelat dubai
## Bahan Pokok
Beras; Beras|Beras Premium; Pandan Wangi|Rojolele|Organik / 5kg|10kg; 79rb; berat; beras 5kg|beras premium
Minyak Goreng; Minyak Goreng|Minyak Sawit; Pouch|Botol / 1 Liter|2 Liter; 35rb; volume; minyak goreng 2 liter
Gula; Gula Pasir|Gula Aren|Gula Merah; Kristal|Cair / 1kg|500gr; 19rb; berat; gula aren|gula pasir
Mie Instan; Mie Instan|Mi Goreng|Ramen Instan; Goreng|Kuah|Korea / Isi 5|Dus 40; 15rb; rasa; mie instan|ramen korea|mi goreng
## Minuman
Kopi Bubuk; Kopi Bubuk|Kopi Arabika|Kopi Robusta|Kopi Susu Instan; Gayo|Toraja|Kintamani / 200gr|1kg|Sachet; 65rb; berat; kopi arabika|kopi bubuk|kopi susu
Teh; Teh|Teh Celup|Teh Hijau|Matcha; Melati|Premium / Isi 25|100gr; 25rb; isi; teh celup|matcha bubuk
Minuman Serbuk; Minuman Serbuk|Susu Bubuk|Cokelat Bubuk; Sachet|Instant / 1kg|Isi 10; 49rb; rasa; minuman serbuk|susu bubuk
## Bumbu & Saus
Sambal; Sambal|Sambal Bawang|Sambal Cumi|Sambal Roa; Pedas|Homemade / Botol 150gr|Jar 250gr; 29rb; rasa; sambal bawang|sambal cumi|sambal roa
Kecap & Saus; Kecap Manis|Saus Sambal|Saus Tiram; Botol|Pouch / 275ml|600ml; 19rb; volume; kecap manis|saus sambal
Bumbu Instan; Bumbu Instan|Bumbu Rendang|Bumbu Nasi Goreng; Praktis|Homemade / Sachet|250gr; 15rb; rasa; bumbu instan|bumbu rendang
## Makanan Beku
Frozen Food; Frozen Food|Dimsum|Siomay; Ayam|Udang / Isi 10|Isi 25; 45rb; isi; dimsum frozen|frozen food|siomay
Nugget & Sosis; Nugget Ayam|Sosis Sapi|Chicken Katsu; Frozen / 500gr|1kg; 49rb; berat; nugget ayam|sosis sapi`,
  },
  {
    key: 'sports',
    topLevel: top('Olahraga & Outdoor', 'Olahraga', 'Olahraga & Outdoor', 'Olahraga & Outdoor', 'Olahraga & Outdoor'),
    domain: 'sports',
    weight: 4,
    leaves: `
## Pakaian Olahraga
Jersey; Jersey|Jersey Bola|Jersey Futsal; Printing|Custom / Dryfit|Premium; 89rb; ukuran; jersey bola|jersey futsal
Baju Senam; Baju Senam|Setelan Olahraga|Sport Bra Set; Wanita|Gym / Dryfit|Stretch; 79rb; warna-ukuran; baju senam|setelan olahraga wanita
Celana Olahraga; Celana Training|Celana Olahraga|Celana Lari; Pria|Wanita / Dryfit|Pendek|Panjang; 59rb; warna-ukuran; celana olahraga|celana lari
## Sepatu Olahraga
Sepatu Running; Sepatu Running|Sepatu Lari; Pria|Wanita / Ringan|Empuk|Original; 279rb; sepatu; sepatu running pria|sepatu lari
Sepatu Futsal; Sepatu Futsal|Sepatu Bola; Dewasa|Anak / Original|Grip; 219rb; sepatu; sepatu futsal|sepatu bola
Sepatu Badminton; Sepatu Badminton|Sepatu Voli; Pria|Unisex / Grip|Ringan; 249rb; sepatu; sepatu badminton
## Alat Fitness
Dumbbell; Dumbbell|Barbel|Dumbel Set; 2kg|5kg|10kg / Vinyl|Adjustable; 89rb; berat; dumbbell|dumbel set
Matras Yoga; Matras Yoga|Yoga Mat; TPE|NBR / 6mm|10mm / Anti Slip; 79rb; warna; matras yoga|yoga mat
Resistance Band; Resistance Band|Karet Fitness|Loop Band; Set 5|Set 3 / Latex; 39rb; tipe; resistance band
Skipping; Tali Skipping|Skipping Rope|Lompat Tali; Digital|Bearing / Penghitung; 29rb; warna; tali skipping
## Outdoor & Camping
Tenda; Tenda|Tenda Camping|Tenda Dome; 2 Orang|4 Orang / Double Layer|Waterproof; 389rb; tipe; tenda camping|tenda dome
Tas Carrier; Tas Carrier|Tas Gunung|Daypack; 45 Liter|60 Liter / Waterproof|Rain Cover; 329rb; warna; tas carrier|tas gunung
Sleeping Bag; Sleeping Bag|Kantong Tidur; Polar|Dacron / Ringan|Hangat; 119rb; warna; sleeping bag
## Raket & Bola
Raket Badminton; Raket Badminton; Carbon|Full Graphite / Ringan|Senar; 249rb; warna; raket badminton
Shuttlecock; Shuttlecock|Kok Badminton; Bulu Angsa / Isi 12|Slop; 99rb; isi; shuttlecock|kok badminton
Bola; Bola Sepak|Bola Futsal|Bola Voli|Bola Basket; Size 4|Size 5 / Original|Jahit; 119rb; tipe; bola futsal|bola voli|bola sepak`,
  },
  {
    key: 'automotive',
    topLevel: top('Otomotif', 'Otomotif', 'Otomotif & Sepeda Motor', 'Otomotif & Motor', 'Otomotif'),
    domain: 'automotive',
    weight: 4,
    affinity: { tokopedia: 1.3, tiktok: 0.8 },
    leaves: `
## Aksesoris Motor
Helm; Helm|Helm Full Face|Helm Half Face|Helm Bogo; SNI|Retro / Kaca Double|Anti Fog; 219rb; warna; helm|helm full face|helm bogo
Jas Hujan; Jas Hujan|Mantel Hujan|Jas Hujan Ponco; Setelan|Jaket Celana / Tebal|Anti Rembes; 89rb; warna-ukuran; jas hujan|jas hujan setelan
Sarung Tangan Motor; Sarung Tangan|Gloves Motor; Full Finger|Half Finger / Touchscreen|Anti Slip; 39rb; ukuran; sarung tangan motor
Spion Motor; Spion|Spion Motor; Universal|Bulat|Variasi / Sepasang; 45rb; tipe; spion motor
## Perawatan Kendaraan
Oli Mesin; Oli Mesin|Oli Motor|Oli Mobil; Matic|Sport / 0.8 Liter|1 Liter|4 Liter; 59rb; volume; oli motor matic|oli mesin
Sampo Mobil; Sampo Mobil|Car Wash|Sampo Motor; Wax|Foam / 1 Liter|500ml; 35rb; volume; sampo mobil|car wash
Pengkilap Body; Pengkilap Body|Wax Mobil|Coating; Nano Ceramic|Spray / 250ml; 49rb; volume; wax mobil|pengkilap body motor
## Aksesoris Mobil
Parfum Mobil; Parfum Mobil|Pengharum Mobil; Gantung|Jelly / Aroma Kopi|Aroma Vanilla; 25rb; tipe; parfum mobil|pengharum mobil
Sarung Jok; Sarung Jok|Cover Jok Mobil; Kulit|Kulit Sintetis / Full Set|Universal; 289rb; warna; sarung jok mobil
Karpet Mobil; Karpet Mobil|Karpet Comport; Universal|Custom / Full Set|Anti Air; 249rb; warna; karpet mobil
## Suku Cadang
Kampas Rem; Kampas Rem|Brake Pad; Depan|Belakang / Motor Matic|Mobil; 45rb; tipe; kampas rem motor
Busi; Busi|Spark Plug; Iridium|Standar / Motor|Mobil; 39rb; tipe; busi iridium
Aki; Aki|Aki Motor|Aki Mobil; Kering|MF / 12V|5Ah|45Ah; 289rb; tipe; aki motor|aki kering
Ban Motor; Ban Motor|Ban Tubeless; Ring 14|Ring 17 / 80/90|90/80; 239rb; ukuran-ban; ban tubeless|ban motor ring 14`,
  },
  {
    key: 'hobby',
    topLevel: top('Hobi & Koleksi', 'Mainan & Hobi', 'Mainan & Hobi', 'Bayi & Mainan', 'Mainan & Video Games'),
    domain: 'hobby',
    weight: 3.5,
    leaves: `
## Mainan Anak
Mainan Edukasi; Mainan Edukasi|Puzzle Kayu|Mainan Montessori; Anak 3 Tahun|Anak 5 Tahun / Kayu|Magnetik; 49rb; tipe; mainan edukasi|mainan montessori
Boneka; Boneka|Boneka Beruang|Plush Toy; Besar|Lembut / 30cm|60cm|1 Meter; 79rb; ukuran-boneka; boneka|boneka beruang
Mobil Remote; Mobil Remote|RC Car|Mobil Mainan; Off Road|Drift / Baterai Cas|Skala 1:16; 159rb; warna; mobil remote|rc car
Balok Susun; Balok Susun|Brick|Mainan Susun; Building Block / Isi 500|Isi 1000; 89rb; tipe; mainan balok|building block
## Koleksi
Action Figure; Action Figure|Figure Anime|Figurine; Anime|Superhero / 15cm|30cm; 149rb; tipe; action figure|figure anime
Diecast; Diecast|Miniatur Mobil|Miniatur Motor; Skala 1:64|Skala 1:24 / Metal; 59rb; tipe; diecast|miniatur mobil
Kartu Koleksi; Kartu Koleksi|Trading Card|Photocard; Booster Pack|Box / Original; 35rb; isi; photocard|trading card
## Alat Musik
Gitar; Gitar Akustik|Gitar Elektrik|Gitar Klasik; Pemula|Jumbo / Free Tas|Set Lengkap; 489rb; tipe; gitar akustik|gitar pemula
Ukulele; Ukulele|Kentrung; Soprano|Concert / Free Tas; 129rb; warna; ukulele
Aksesoris Musik; Senar Gitar|Capo|Pick Gitar|Tuner; Set|Isi 6 / Original; 29rb; tipe; senar gitar|capo gitar`,
  },
  {
    key: 'pets',
    topLevel: top(
      'Hobi & Koleksi',
      'Perawatan Hewan',
      'Perlengkapan Hewan',
      'Perlengkapan Hewan',
      'Perlengkapan Hewan',
    ),
    domain: 'pet',
    weight: 2,
    leaves: `
## Makanan Hewan
Makanan Kucing; Makanan Kucing|Cat Food|Dry Food Kucing; Adult|Kitten / 1kg|500gr|Freshpack; 55rb; berat; makanan kucing|cat food|makanan kucing kitten
Makanan Anjing; Makanan Anjing|Dog Food; Adult|Puppy / 1kg|3kg; 89rb; berat; makanan anjing|dog food
Pakan Ikan & Burung; Pakan Ikan|Pakan Burung|Pelet Ikan; Koi|Cupang|Lovebird / 100gr|1kg; 25rb; berat; pakan ikan|pelet ikan|pakan burung
## Perawatan Hewan
Pasir Kucing; Pasir Kucing|Cat Litter; Gumpal|Bentonite|Tofu / 10 Liter|25 Liter; 49rb; volume; pasir kucing|pasir kucing gumpal
Sampo Hewan; Sampo Kucing|Sampo Anjing; Anti Kutu|Wangi / 250ml|500ml; 35rb; volume; sampo kucing|sampo anti kutu
Kandang & Aksesoris; Kandang Kucing|Tas Kucing|Kalung Kucing; Lipat|Besar / Portable|Lonceng; 119rb; tipe; kandang kucing|tas kucing`,
  },
  {
    key: 'stationery',
    topLevel: top(
      'Buku & Alat Tulis',
      'Office & Stationery',
      'Komputer & Peralatan Kantor',
      'Rumah & Gaya Hidup',
      'Buku & Alat Tulis',
    ),
    domain: 'books',
    weight: 2.5,
    leaves: `
## Alat Tulis
Pulpen; Pulpen|Pen Gel|Bolpoin; 0.5mm|0.38mm / Hitam|Warna / Isi 12; 19rb; isi; pulpen|pen gel
Pensil & Penghapus; Pensil|Pensil 2B|Penghapus; Set|Isi 12 / Warna; 15rb; isi; pensil 2b|pensil warna
Buku Tulis; Buku Tulis|Notebook|Binder; A5|B5 / 40 Lembar|100 Lembar / Isi 10; 29rb; isi; buku tulis|binder a5
Stabilo & Marker; Stabilo|Highlighter|Spidol; Pastel|Neon / Set 6|Set 12; 25rb; isi; highlighter pastel|spidol
## Perlengkapan Sekolah
Tas Sekolah; Tas Sekolah|Ransel Anak; SD|SMP / Karakter|Anti Air; 99rb; warna; tas sekolah anak
Kotak Pensil; Kotak Pensil|Tempat Pensil|Pencil Case; Kanvas|Karakter / Resleting|Besar; 25rb; warna; kotak pensil|pencil case`,
  },
  {
    key: 'books',
    topLevel: top('Buku & Alat Tulis', 'Buku', 'Buku, Majalah & Audio', 'Rumah & Gaya Hidup', 'Buku & Alat Tulis'),
    domain: 'books',
    weight: 2,
    leaves: `
## Buku Bacaan
Novel; Novel|Buku Novel; Romantis|Fantasi|Horor / Original|Bestseller; 89rb; tipe; novel|novel romantis
Buku Pengembangan Diri; Buku Self Improvement|Buku Motivasi|Buku Bisnis; Original|Terlaris / Soft Cover; 95rb; tipe; buku self improvement|buku bisnis
## Buku Anak & Pelajaran
Buku Anak; Buku Cerita Anak|Buku Aktivitas Anak|Buku Mewarnai; Bergambar|Bilingual / Seri; 45rb; tipe; buku cerita anak|buku mewarnai
Buku Pelajaran; Buku Pelajaran|Buku Latihan Soal|Buku UTBK; SD|SMP|SMA / Kurikulum Merdeka; 79rb; tipe; buku utbk|buku latihan soal
Buku Agama; Buku Islami|Buku Doa|Buku Kisah Nabi; Anak|Dewasa / Hard Cover; 69rb; tipe; buku islami|buku doa anak`,
  },
];
