import type { Category, Colour } from '@shop/contracts';

/** The spec's built-in catalogue (§3): 20 dresses, 1 top, 1 trousers; English and Greek text. */
export interface SeedProduct {
  id: string;
  category: Category;
  colour: Colour;
  priceCents: number;
  material: 'Cotton' | 'Cotton Blend' | 'Rayon';
  style: string;
  isNew: boolean;
  name: { en: string; gr: string };
  description: { en: string; gr: string };
  features: { en: string[]; gr: string[] };
}

export const CARE_BY_MATERIAL: Record<SeedProduct['material'], { en: string; gr: string }> = {
  Cotton: {
    en: 'Machine wash cold with similar colours; line dry; warm iron.',
    gr: 'Πλύσιμο στο πλυντήριο σε κρύο νερό με παρόμοια χρώματα· στέγνωμα σε απλώστρα· σιδέρωμα σε μέτρια θερμοκρασία.',
  },
  'Cotton Blend': {
    en: 'Machine wash at 30 °C; do not tumble dry; iron on low.',
    gr: 'Πλύσιμο στο πλυντήριο στους 30 °C· όχι στεγνωτήριο· σιδέρωμα σε χαμηλή θερμοκρασία.',
  },
  Rayon: {
    en: 'Hand wash cold or dry clean; do not wring; dry flat in the shade; cool iron.',
    gr: 'Πλύσιμο στο χέρι σε κρύο νερό ή στεγνό καθάρισμα· χωρίς στύψιμο· στέγνωμα απλωμένο στη σκιά· σιδέρωμα σε χαμηλή θερμοκρασία.',
  },
};

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: '1',
    category: 'dresses',
    colour: 'red',
    priceCents: 2499,
    material: 'Cotton',
    style: 'Resort Boho, Summer Romantic',
    isNew: true,
    name: { en: 'Red Tiered Maxi Dress', gr: 'Κόκκινο μάξι φόρεμα με βολάν' },
    description: {
      en: 'A flowing tiered maxi in soft cotton with a smocked bodice and adjustable ties, made for long summer days.',
      gr: 'Ανάλαφρο μάξι φόρεμα με βολάν από απαλό βαμβάκι, με σμοκ στο μπούστο και ρυθμιζόμενα κορδονάκια, φτιαγμένο για τις μεγάλες καλοκαιρινές μέρες.',
    },
    features: {
      en: ['Smocked elastic bodice', 'Adjustable shoulder ties', 'Three-tier skirt'],
      gr: ['Ελαστικό σμοκ στο μπούστο', 'Ρυθμιζόμενα κορδόνια στους ώμους', 'Φούστα με τρία βολάν'],
    },
  },
  {
    id: '2',
    category: 'dresses',
    colour: 'blue',
    priceCents: 1999,
    material: 'Rayon',
    style: 'Summer Romantic',
    isNew: true,
    name: { en: 'Blue Floral Wrap Dress', gr: 'Μπλε κρουαζέ φόρεμα με λουλούδια' },
    description: {
      en: 'A midi wrap dress in fluid rayon with a delicate floral print and flutter sleeves.',
      gr: 'Κρουαζέ μίντι φόρεμα από ρευστή βισκόζη με λεπτό φλοράλ τύπωμα και ανάλαφρα μανίκια.',
    },
    features: {
      en: ['Self-tie wrap waist', 'Flutter sleeves', 'Midi length'],
      gr: ['Κρουαζέ μέση που δένει', 'Ανάλαφρα μανίκια με βολάν', 'Μίντι μήκος'],
    },
  },
  {
    id: '3',
    category: 'dresses',
    colour: 'white',
    priceCents: 1799,
    material: 'Cotton',
    style: 'Boho Beach',
    isNew: false,
    name: { en: 'White Embroidered Kaftan Dress', gr: 'Λευκό κεντημένο φόρεμα καφτάνι' },
    description: {
      en: 'A relaxed kaftan in breathable cotton with hand-finished embroidery at the neckline.',
      gr: 'Άνετο καφτάνι από βαμβάκι που αναπνέει, με κέντημα φινιρισμένο στο χέρι στη λαιμόκοψη.',
    },
    features: {
      en: ['Hand-finished neckline embroidery', 'Loose, easy fit', 'Side slits'],
      gr: ['Κέντημα στη λαιμόκοψη φινιρισμένο στο χέρι', 'Φαρδιά, άνετη γραμμή', 'Σκισίματα στα πλάγια'],
    },
  },
  {
    id: '4',
    category: 'dresses',
    colour: 'green',
    priceCents: 2199,
    material: 'Cotton Blend',
    style: 'Boho Casual',
    isNew: false,
    name: { en: 'Green Button-Front Midi Dress', gr: 'Πράσινο μίντι φόρεμα με κουμπιά' },
    description: {
      en: 'A versatile button-through midi with patch pockets and a tie belt.',
      gr: 'Πρακτικό μίντι φόρεμα με κουμπιά σε όλο το μήκος, εξωτερικές τσέπες και ζώνη που δένει.',
    },
    features: {
      en: ['Full button front', 'Patch pockets', 'Removable tie belt'],
      gr: ['Κουμπιά σε όλο το μπροστινό μέρος', 'Εξωτερικές τσέπες', 'Ζώνη που αφαιρείται'],
    },
  },
  {
    id: '5',
    category: 'dresses',
    colour: 'black',
    priceCents: 2999,
    material: 'Rayon',
    style: 'Elegant Feminine',
    isNew: true,
    name: { en: 'Black Pleated Evening Dress', gr: 'Μαύρο πλισέ βραδινό φόρεμα' },
    description: {
      en: 'An elegant pleated dress in soft rayon with a V-neck and a fitted waist, easy to dress up.',
      gr: 'Κομψό πλισέ φόρεμα από απαλή βισκόζη με λαιμόκοψη V και εφαρμοστή μέση, που ντύνεται εύκολα για το βράδυ.',
    },
    features: {
      en: ['Sunray pleated skirt', 'V-neckline', 'Concealed side zip'],
      gr: ['Φούστα πλισέ ηλιέ', 'Λαιμόκοψη V', 'Κρυφό φερμουάρ στο πλάι'],
    },
  },
  {
    id: '6',
    category: 'dresses',
    colour: 'pink',
    priceCents: 1899,
    material: 'Cotton',
    style: 'Summer Romantic',
    isNew: false,
    name: { en: 'Pink Puff-Sleeve Sundress', gr: 'Ροζ καλοκαιρινό φόρεμα με φουσκωτά μανίκια' },
    description: {
      en: 'A sweet cotton sundress with puff sleeves, a square neckline and a swingy skirt.',
      gr: 'Γλυκό βαμβακερό καλοκαιρινό φόρεμα με φουσκωτά μανίκια, τετράγωνη λαιμόκοψη και κλος φούστα.',
    },
    features: {
      en: ['Puff sleeves with elastic cuffs', 'Square neckline', 'Lined bodice'],
      gr: ['Φουσκωτά μανίκια με λάστιχο', 'Τετράγωνη λαιμόκοψη', 'Μπούστο με φόδρα'],
    },
  },
  {
    id: '7',
    category: 'dresses',
    colour: 'cream',
    priceCents: 2299,
    material: 'Cotton',
    style: 'Bohemian Resort',
    isNew: false,
    name: { en: 'Cream Crochet-Trim Maxi Dress', gr: 'Κρεμ μάξι φόρεμα με δαντέλα κροσέ' },
    description: {
      en: 'A cream maxi dress trimmed with crochet lace inserts for a relaxed resort look.',
      gr: 'Κρεμ μάξι φόρεμα με ένθετα από δαντέλα κροσέ, για ένα χαλαρό στυλ διακοπών.',
    },
    features: {
      en: ['Crochet lace inserts', 'Drawstring waist', 'Floor-length hem'],
      gr: ['Ένθετα από δαντέλα κροσέ', 'Κορδόνι στη μέση', 'Μήκος ως το πάτωμα'],
    },
  },
  {
    id: '8',
    category: 'dresses',
    colour: 'beige',
    priceCents: 1699,
    material: 'Cotton Blend',
    style: 'Modern Casual',
    isNew: false,
    name: { en: 'Beige Shirt Dress', gr: 'Μπεζ σεμιζιέ φόρεμα' },
    description: {
      en: 'A clean-lined shirt dress in a cotton blend that keeps its shape from morning to evening.',
      gr: 'Σεμιζιέ φόρεμα με καθαρές γραμμές από μείγμα βαμβακιού που κρατά το σχήμα του από το πρωί ως το βράδυ.',
    },
    features: {
      en: ['Classic shirt collar', 'Roll-up sleeves with tabs', 'Curved hem'],
      gr: ['Κλασικός γιακάς πουκαμίσου', 'Μανίκια που γυρίζουν με ταμπάκι', 'Καμπυλωτό τελείωμα'],
    },
  },
  {
    id: '9',
    category: 'dresses',
    colour: 'teal',
    priceCents: 2099,
    material: 'Rayon',
    style: 'Resort Boho',
    isNew: false,
    name: { en: 'Teal Paisley Maxi Dress', gr: 'Πετρόλ μάξι φόρεμα με λαχούρια' },
    description: {
      en: 'A teal maxi in flowing rayon with a paisley print inspired by Indian block printing.',
      gr: 'Μάξι φόρεμα σε χρώμα πετρόλ από ρευστή βισκόζη, με τύπωμα λαχούρι εμπνευσμένο από την ινδική τεχνική block print.',
    },
    features: {
      en: ['Block-print inspired paisley', 'Tie-front neckline', 'Tiered skirt'],
      gr: ['Τύπωμα λαχούρι σε ύφος block print', 'Λαιμόκοψη που δένει μπροστά', 'Φούστα με βολάν'],
    },
  },
  {
    id: '10',
    category: 'dresses',
    colour: 'orange',
    priceCents: 1499,
    material: 'Cotton',
    style: 'Boho Beach',
    isNew: false,
    name: { en: 'Orange Tie-Dye Beach Dress', gr: 'Πορτοκαλί φόρεμα παραλίας tie-dye' },
    description: {
      en: 'A lightweight tie-dye dress that goes from the beach straight to the café.',
      gr: 'Ελαφρύ φόρεμα tie-dye που πηγαίνει από την παραλία κατευθείαν στο καφέ.',
    },
    features: {
      en: ['Hand-dyed tie-dye pattern', 'Spaghetti straps', 'Quick-drying lightweight cotton'],
      gr: ['Χειροποίητη βαφή tie-dye', 'Λεπτές τιράντες', 'Ελαφρύ βαμβάκι που στεγνώνει γρήγορα'],
    },
  },
  {
    id: '11',
    category: 'dresses',
    colour: 'multi',
    priceCents: 2699,
    material: 'Rayon',
    style: 'Bohemian Resort',
    isNew: true,
    name: { en: 'Multicolour Patchwork Maxi Dress', gr: 'Πολύχρωμο μάξι φόρεμα patchwork' },
    description: {
      en: 'A statement maxi made of printed panels in a joyful mix of colours.',
      gr: 'Εντυπωσιακό μάξι φόρεμα από τυπωμένα κομμάτια σε έναν χαρούμενο συνδυασμό χρωμάτων.',
    },
    features: {
      en: ['Patchwork of printed panels', 'Smocked back', 'Side pockets'],
      gr: ['Patchwork από τυπωμένα κομμάτια', 'Σμοκ στην πλάτη', 'Τσέπες στα πλάγια'],
    },
  },
  {
    id: '12',
    category: 'dresses',
    colour: 'red',
    priceCents: 1299,
    material: 'Cotton Blend',
    style: 'Modern Casual',
    isNew: false,
    name: { en: 'Red T-Shirt Dress', gr: 'Κόκκινο φόρεμα τύπου T-shirt' },
    description: {
      en: 'An easy T-shirt dress with a soft jersey feel for everyday wear, knee length.',
      gr: 'Άνετο φόρεμα τύπου T-shirt με απαλή αίσθηση ζέρσεϊ για κάθε μέρα, μέχρι το γόνατο.',
    },
    features: {
      en: ['Soft stretch feel', 'Crew neckline', 'Knee length'],
      gr: ['Απαλή, ελαστική αίσθηση', 'Στρογγυλή λαιμόκοψη', 'Μήκος ως το γόνατο'],
    },
  },
  {
    id: '13',
    category: 'dresses',
    colour: 'blue',
    priceCents: 1599,
    material: 'Cotton',
    style: 'Boho Casual',
    isNew: false,
    name: { en: 'Blue Washed Smock Dress', gr: 'Μπλε ξεβαμμένο φόρεμα με σμοκ' },
    description: {
      en: 'A soft cotton smock dress in washed blue, loose and comfortable.',
      gr: 'Απαλό βαμβακερό φόρεμα με σμοκ σε ξεβαμμένο μπλε, φαρδύ και άνετο.',
    },
    features: {
      en: ['Smocked yoke', 'Dropped shoulders', 'Relaxed fit'],
      gr: ['Σμοκ στο πάνω μέρος', 'Ριχτοί ώμοι', 'Χαλαρή εφαρμογή'],
    },
  },
  {
    id: '14',
    category: 'dresses',
    colour: 'white',
    priceCents: 2399,
    material: 'Cotton',
    style: 'Summer Romantic',
    isNew: false,
    name: { en: 'White Broderie Anglaise Dress', gr: 'Λευκό φόρεμα με κέντημα μπροντερί' },
    description: {
      en: 'A romantic white dress in cotton broderie anglaise with a scalloped hem.',
      gr: 'Ρομαντικό λευκό φόρεμα από βαμβακερό μπροντερί με τελείωμα σε φεστόνι.',
    },
    features: {
      en: ['Cotton broderie anglaise', 'Scalloped hem', 'Cotton lining'],
      gr: ['Βαμβακερό μπροντερί', 'Τελείωμα σε φεστόνι', 'Βαμβακερή φόδρα'],
    },
  },
  {
    id: '15',
    category: 'dresses',
    colour: 'green',
    priceCents: 2799,
    material: 'Rayon',
    style: 'Elegant Feminine',
    isNew: false,
    name: { en: 'Green Bias-Cut Slip Dress', gr: 'Πράσινο φόρεμα-κομπινεζόν σε λοξή κοπή' },
    description: {
      en: 'A bias-cut slip dress with a soft sheen that drapes beautifully.',
      gr: 'Φόρεμα-κομπινεζόν σε λοξή κοπή με απαλή λάμψη, που πέφτει υπέροχα.',
    },
    features: {
      en: ['Bias cut', 'Adjustable straps', 'Cowl neckline'],
      gr: ['Λοξή κοπή', 'Ρυθμιζόμενες τιράντες', 'Λαιμόκοψη με ντραπέ'],
    },
  },
  {
    id: '16',
    category: 'dresses',
    colour: 'black',
    priceCents: 1399,
    material: 'Cotton',
    style: 'Boho Casual',
    isNew: false,
    name: { en: 'Black Tiered Mini Dress', gr: 'Μαύρο μίνι φόρεμα με βολάν' },
    description: {
      en: 'A playful tiered mini in black cotton voile with a tie neckline.',
      gr: 'Παιχνιδιάρικο μίνι φόρεμα με βολάν από μαύρο βαμβακερό βουάλ, με λαιμόκοψη που δένει.',
    },
    features: {
      en: ['Cotton voile', 'Tie neckline with tassels', 'Mini length'],
      gr: ['Βαμβακερό βουάλ', 'Λαιμόκοψη που δένει με φουντίτσες', 'Μίνι μήκος'],
    },
  },
  {
    id: '17',
    category: 'dresses',
    colour: 'pink',
    priceCents: 1949,
    material: 'Rayon',
    style: 'Resort Boho',
    isNew: false,
    name: { en: 'Pink Floral Halter Maxi Dress', gr: 'Ροζ φλοράλ μάξι φόρεμα με δέσιμο στον λαιμό' },
    description: {
      en: 'A halter-neck maxi with an open back and a soft floral print.',
      gr: 'Μάξι φόρεμα με δέσιμο στον λαιμό, ανοιχτή πλάτη και απαλό φλοράλ τύπωμα.',
    },
    features: {
      en: ['Halter neck tie', 'Open back', 'Elastic waist'],
      gr: ['Δέσιμο στον λαιμό', 'Ανοιχτή πλάτη', 'Λάστιχο στη μέση'],
    },
  },
  {
    id: '18',
    category: 'dresses',
    colour: 'beige',
    priceCents: 2599,
    material: 'Cotton',
    style: 'Bohemian Resort',
    isNew: false,
    name: { en: 'Beige Linen-Look Maxi Dress', gr: 'Μπεζ μάξι φόρεμα με όψη λινού' },
    description: {
      en: 'A natural beige maxi in textured cotton with a linen look and wooden buttons.',
      gr: 'Φυσικό μπεζ μάξι φόρεμα από ανάγλυφο βαμβάκι με όψη λινού και ξύλινα κουμπιά.',
    },
    features: {
      en: ['Wooden buttons', 'Textured cotton with a linen look', 'Deep side pockets'],
      gr: ['Ξύλινα κουμπιά', 'Ανάγλυφο βαμβάκι με όψη λινού', 'Βαθιές τσέπες στα πλάγια'],
    },
  },
  {
    id: '19',
    category: 'dresses',
    colour: 'cream',
    priceCents: 2849,
    material: 'Cotton Blend',
    style: 'Elegant Feminine',
    isNew: false,
    name: { en: 'Cream Lace-Detail Midi Dress', gr: 'Κρεμ μίντι φόρεμα με λεπτομέρειες δαντέλας' },
    description: {
      en: 'A refined midi with lace panels at the sleeves and a softly gathered skirt.',
      gr: 'Εκλεπτυσμένο μίντι φόρεμα με δαντέλα στα μανίκια και φούστα με απαλές σούρες.',
    },
    features: {
      en: ['Lace sleeve panels', 'Gathered skirt', 'Keyhole button at the back'],
      gr: ['Δαντέλα στα μανίκια', 'Φούστα με σούρες', 'Κουμπί με άνοιγμα στην πλάτη'],
    },
  },
  {
    id: '20',
    category: 'dresses',
    colour: 'multi',
    priceCents: 999,
    material: 'Cotton',
    style: 'Boho Beach',
    isNew: false,
    name: { en: 'Multicolour Striped Beach Dress', gr: 'Πολύχρωμο ριγέ φόρεμα παραλίας' },
    description: {
      en: 'A bright striped cotton beach dress: simple, light and easy to pack.',
      gr: 'Φωτεινό ριγέ βαμβακερό φόρεμα παραλίας: απλό, ελαφρύ και εύκολο στη βαλίτσα.',
    },
    features: {
      en: ['Multicolour woven stripes', 'Racerback straps', 'Packs small'],
      gr: ['Πολύχρωμες υφαντές ρίγες', 'Αθλητική πλάτη', 'Διπλώνει σε ελάχιστο χώρο'],
    },
  },
  {
    id: '21',
    category: 'tops',
    colour: 'white',
    priceCents: 1199,
    material: 'Cotton',
    style: 'Boho Casual',
    isNew: true,
    name: { en: 'White Embroidered Peasant Top', gr: 'Λευκή κεντημένη χωριάτικη μπλούζα' },
    description: {
      en: 'A peasant blouse in light cotton with colourful embroidery and a drawstring neckline.',
      gr: 'Χωριάτικη μπλούζα από ελαφρύ βαμβάκι με πολύχρωμο κέντημα και κορδόνι στη λαιμόκοψη.',
    },
    features: {
      en: ['Colourful embroidery', 'Drawstring neckline', 'Three-quarter sleeves'],
      gr: ['Πολύχρωμο κέντημα', 'Κορδόνι στη λαιμόκοψη', 'Μανίκια τρία τέταρτα'],
    },
  },
  {
    id: '22',
    category: 'trousers',
    colour: 'blue',
    priceCents: 2249,
    material: 'Rayon',
    style: 'Modern Casual',
    isNew: false,
    name: { en: 'Blue Wide-Leg Palazzo Trousers', gr: 'Μπλε φαρδιά παντελόνα παλάτσο' },
    description: {
      en: 'Flowing wide-leg palazzo trousers in rayon with an elastic waist, cool in the heat.',
      gr: 'Ρευστή φαρδιά παντελόνα παλάτσο από βισκόζη με λάστιχο στη μέση, δροσερή στη ζέστη.',
    },
    features: {
      en: ['Elastic waistband with drawstring', 'Wide palazzo leg', 'Side pockets'],
      gr: ['Λάστιχο και κορδόνι στη μέση', 'Φαρδύ πόδι παλάτσο', 'Τσέπες στα πλάγια'],
    },
  },
];
