/**
 * The built-in templates' pictures, drawn here as SVG (flat shapes, no text, no fonts) and rasterized by build.ts
 * to WebP with sharp. Made for Folio and given to the public domain (CC0 1.0): packages/server/templates/LICENCE.md.
 */

export interface Picture {
  key: string;
  /** what it shows, for the asset's title */
  title: string;
  width: number;
  height: number;
  svg: string;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A river at dusk with a long table under string lights (the community supper). */
export function riversideSupper(): string {
  const lights = Array.from({ length: 14 }, (_, i) => {
    const x = 80 + i * 80;
    const y = 150 + Math.sin((i / 13) * Math.PI) * 60;
    return `<circle cx="${x}" cy="${y}" r="9" fill="#ffd166"/><circle cx="${x}" cy="${y}" r="20" fill="#ffd166" opacity=".25"/>`;
  }).join('');
  const chairs = Array.from({ length: 9 }, (_, i) => `<rect x="${250 + i * 80}" y="520" width="34" height="60" rx="6" fill="#5b3a29"/>`).join('');
  return svg(
    1200,
    675,
    `<defs>${gradient('sky', '#2b2d6e', '#f08a5d')}${gradient('river', '#3d5a80', '#98c1d9')}</defs>
    <rect width="1200" height="675" fill="url(#sky)"/>
    <circle cx="930" cy="300" r="70" fill="#ffcf70"/>
    <path d="M0 360 Q200 300 420 350 T820 330 T1200 340 V430 H0Z" fill="#3a506b"/>
    <path d="M0 410 Q300 380 600 405 T1200 400 V470 H0Z" fill="url(#river)"/>
    <rect x="0" y="460" width="1200" height="215" fill="#4f772d"/>
    <path d="M40 140 Q600 260 1160 140" stroke="#1d1d2c" stroke-width="3" fill="none"/>
    ${lights}
    <rect x="220" y="470" width="760" height="26" rx="6" fill="#e9d8a6"/>
    <rect x="240" y="496" width="14" height="84" fill="#7f5539"/><rect x="946" y="496" width="14" height="84" fill="#7f5539"/>
    ${chairs}
    <circle cx="330" cy="460" r="14" fill="#ee9b00"/><circle cx="480" cy="460" r="14" fill="#ca6702"/><circle cx="640" cy="460" r="14" fill="#bb3e03"/><circle cx="800" cy="460" r="14" fill="#94d2bd"/>
    <rect x="390" y="448" width="40" height="22" rx="4" fill="#fefae0"/><rect x="700" y="448" width="40" height="22" rx="4" fill="#fefae0"/>`,
  );
}

/** An abstract composition for the portfolio: `seed` picks the palette and the arrangement. */
export function artwork(seed: number): string {
  const palettes = [
    ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
    ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#f2e9e4'],
    ['#582f0e', '#7f4f24', '#936639', '#a68a64', '#ffe8d6'],
    ['#3d405b', '#e07a5f', '#f4f1de', '#81b29a', '#f2cc8f'],
  ];
  const p = palettes[seed % palettes.length]!;
  const shapes: string[] = [];
  let s = seed * 9301 + 49297;
  const rnd = () => ((s = (s * 9301 + 49297) % 233280) / 233280);
  for (let i = 0; i < 9; i++) {
    const x = Math.round(rnd() * 800);
    const y = Math.round(rnd() * 800);
    const r = Math.round(60 + rnd() * 200);
    const colour = p[1 + (i % 4)]!;
    shapes.push(i % 3 === 0 ? `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" fill="${colour}" opacity=".9" transform="rotate(${Math.round(rnd() * 40)} ${x} ${y})"/>` : `<circle cx="${x}" cy="${y}" r="${r / 2}" fill="${colour}" opacity=".85"/>`);
  }
  return svg(800, 800, `<rect width="800" height="800" fill="${p[0]}"/>${shapes.join('')}<rect x="24" y="24" width="752" height="752" fill="none" stroke="${p[4]}" stroke-width="6" opacity=".6"/>`);
}

/** A ledger with a rising bar chart and a shop awning (the bookkeeping landing page). */
export function ledger(): string {
  const bars = [120, 170, 150, 230, 260, 320].map((h, i) => `<rect x="${660 + i * 70}" y="${520 - h}" width="46" height="${h}" rx="6" fill="${i === 5 ? '#f4a261' : '#2a9d8f'}"/>`).join('');
  const lines = Array.from({ length: 9 }, (_, i) => `<rect x="150" y="${220 + i * 36}" width="${i % 3 === 0 ? 260 : 320}" height="10" rx="5" fill="#c9d6df"/>`).join('');
  return svg(
    1200,
    675,
    `<defs>${gradient('bg', '#e8f1f2', '#cfe3e6')}</defs>
    <rect width="1200" height="675" fill="url(#bg)"/>
    <path d="M0 0 H1200 V90 Q1140 130 1080 90 Q1020 130 960 90 Q900 130 840 90 Q780 130 720 90 Q660 130 600 90 Q540 130 480 90 Q420 130 360 90 Q300 130 240 90 Q180 130 120 90 Q60 130 0 90Z" fill="#e76f51"/>
    <rect x="110" y="160" width="420" height="430" rx="18" fill="#ffffff" stroke="#1d3557" stroke-width="4"/>
    <rect x="150" y="185" width="200" height="16" rx="8" fill="#1d3557"/>
    ${lines}
    <circle cx="460" cy="540" r="30" fill="#2a9d8f"/><path d="M445 540 l11 11 l20 -22" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>
    <rect x="620" y="160" width="480" height="430" rx="18" fill="#ffffff" stroke="#1d3557" stroke-width="4"/>
    <line x1="650" y1="520" x2="1080" y2="520" stroke="#1d3557" stroke-width="4"/>
    ${bars}`,
  );
}

/** Shelves of books in a reading room with a window (the library survey). */
export function library(): string {
  const colours = ['#e63946', '#457b9d', '#1d3557', '#f4a261', '#2a9d8f', '#e9c46a', '#6d597a', '#b56576'];
  const books: string[] = [];
  for (let shelf = 0; shelf < 3; shelf++) {
    let x = 90;
    let i = shelf * 5;
    while (x < 560) {
      const w = 26 + ((i * 7) % 20);
      const h = 110 + ((i * 13) % 40);
      books.push(`<rect x="${x}" y="${230 + shelf * 150 - h}" width="${w}" height="${h}" rx="3" fill="${colours[i % colours.length]}"/>`);
      x += w + 6;
      i++;
    }
  }
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#f1e9da"/>
    <rect x="60" y="60" width="540" height="560" fill="#8d6e63"/>
    <rect x="80" y="80" width="500" height="520" fill="#5d4037"/>
    ${books.join('')}
    <rect x="80" y="230" width="500" height="14" fill="#8d6e63"/><rect x="80" y="380" width="500" height="14" fill="#8d6e63"/><rect x="80" y="530" width="500" height="14" fill="#8d6e63"/>
    <rect x="700" y="90" width="400" height="300" rx="10" fill="#a8dadc" stroke="#8d6e63" stroke-width="16"/>
    <line x1="900" y1="90" x2="900" y2="390" stroke="#8d6e63" stroke-width="10"/><line x1="700" y1="240" x2="1100" y2="240" stroke="#8d6e63" stroke-width="10"/>
    <circle cx="1010" cy="160" r="34" fill="#ffe066"/>
    <rect x="720" y="470" width="360" height="24" rx="6" fill="#6d4c41"/><rect x="750" y="494" width="16" height="120" fill="#6d4c41"/><rect x="1034" y="494" width="16" height="120" fill="#6d4c41"/>
    <rect x="820" y="430" width="120" height="40" rx="4" fill="#e63946"/><rect x="830" y="418" width="100" height="14" rx="3" fill="#fff"/>
    <path d="M980 470 v-60 a20 20 0 0 1 40 0 v60" fill="#2a9d8f"/>`,
  );
}

/** A box of type specimens and pencils on a desk (the font pack for sale). */
export function fontPack(): string {
  return svg(
    1200,
    675,
    `<defs>${gradient('desk', '#fdf0d5', '#f6d7a7')}</defs>
    <rect width="1200" height="675" fill="url(#desk)"/>
    <rect x="300" y="120" width="600" height="420" rx="22" fill="#003049" transform="rotate(-4 600 330)"/>
    <rect x="340" y="160" width="520" height="340" rx="14" fill="#fdf0d5" transform="rotate(-4 600 330)"/>
    <g transform="rotate(-4 600 330)">
      <path d="M400 440 L470 220 L540 440 M425 370 H515" stroke="#c1121f" stroke-width="26" fill="none" stroke-linejoin="round"/>
      <path d="M600 440 V220 H660 Q730 220 730 275 Q730 325 660 325 H600 M660 325 Q745 325 745 382 Q745 440 660 440 H600" stroke="#003049" stroke-width="22" fill="none"/>
      <circle cx="820" cy="330" r="0" fill="none"/>
      <rect x="400" y="462" width="400" height="10" rx="5" fill="#669bbc"/>
    </g>
    <rect x="160" y="560" width="380" height="22" rx="11" fill="#ffb703" transform="rotate(-12 350 571)"/>
    <path d="M150 600 l-34 8 l30 -26z" fill="#3d2b1f" transform="rotate(-12 350 571)"/>
    <rect x="780" y="575" width="300" height="20" rx="10" fill="#669bbc" transform="rotate(8 930 585)"/>`,
  );
}

/** A head-and-shoulders portrait in flat shapes; `variant` 0 or 1 picks colours and hair. */
export function portrait(variant: number): string {
  const [bg, skin, hair, shirt] = variant === 0 ? ['#cde7e2', '#c68863', '#2b2118', '#2a6f97'] : ['#f8e1c8', '#8d5524', '#1b1b1b', '#b5838d'];
  const hairShape =
    variant === 0
      ? `<path d="M300 250 Q300 140 400 140 Q500 140 500 250 Q490 190 400 190 Q310 190 300 250Z" fill="${hair}"/>`
      : `<circle cx="400" cy="210" r="120" fill="${hair}"/><circle cx="300" cy="260" r="60" fill="${hair}"/><circle cx="500" cy="260" r="60" fill="${hair}"/>`;
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="${bg}"/>
    <circle cx="400" cy="400" r="330" fill="#ffffff" opacity=".35"/>
    ${variant === 1 ? hairShape : ''}
    <path d="M170 800 Q180 560 400 540 Q620 560 630 800Z" fill="${shirt}"/>
    <rect x="360" y="420" width="80" height="110" rx="30" fill="${skin}"/>
    <ellipse cx="400" cy="300" rx="105" ry="130" fill="${skin}"/>
    ${variant === 0 ? hairShape : ''}
    <circle cx="362" cy="300" r="9" fill="#1b1b1b"/><circle cx="438" cy="300" r="9" fill="#1b1b1b"/>
    <path d="M370 360 Q400 385 430 360" stroke="#6b2e1f" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
}

/** Raised vegetable beds in rows under a morning sky (the allotment newsletter). */
export function allotment(): string {
  const plants = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 9 }, (_, i) => {
      const x = 120 + i * 115 + (row % 2) * 40;
      const y = 400 + row * 55;
      const colour = ['#2d6a4f', '#40916c', '#52b788', '#74c69d', '#1b4332'][row]!;
      return `<ellipse cx="${x}" cy="${y}" rx="${26 - row * 2}" ry="${16 - row}" fill="${colour}"/>${row === 1 && i % 2 === 0 ? `<circle cx="${x + 8}" cy="${y - 8}" r="8" fill="#e63946"/>` : ''}`;
    }).join(''),
  ).join('');
  return svg(
    1200,
    675,
    `<defs>${gradient('sky2', '#bde0fe', '#fefae0')}</defs>
    <rect width="1200" height="675" fill="url(#sky2)"/>
    <circle cx="200" cy="150" r="70" fill="#ffd166"/>
    <path d="M0 330 Q300 270 600 320 T1200 300 V360 H0Z" fill="#95d5b2"/>
    <rect x="0" y="350" width="1200" height="325" fill="#9c6644"/>
    ${Array.from({ length: 5 }, (_, r) => `<rect x="60" y="${378 + r * 55}" width="1080" height="34" rx="10" fill="#7f5539"/>`).join('')}
    ${plants}
    <rect x="980" y="210" width="150" height="120" fill="#e9edc9"/><path d="M965 215 L1055 150 L1145 215Z" fill="#bc4749"/><rect x="1040" y="270" width="34" height="60" fill="#6c584c"/>`,
  );
}

/** A watercolour palette, a brush and washes of colour on paper (the painting course). */
export function watercolour(): string {
  const wells = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d', '#6d597a'].map((c, i) => `<circle cx="${780 + (i % 3) * 110}" cy="${200 + Math.floor(i / 3) * 110}" r="40" fill="${c}"/>`).join('');
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#e9e4dc"/>
    <rect x="80" y="90" width="560" height="500" rx="8" fill="#fffdf7" transform="rotate(-3 360 340)"/>
    <g opacity=".75">
      <ellipse cx="260" cy="250" rx="150" ry="90" fill="#a8dadc"/>
      <ellipse cx="420" cy="330" rx="170" ry="100" fill="#f4a261" opacity=".7"/>
      <ellipse cx="300" cy="440" rx="190" ry="80" fill="#2a9d8f" opacity=".6"/>
    </g>
    <rect x="700" y="130" width="400" height="260" rx="30" fill="#f8f9fa" stroke="#adb5bd" stroke-width="6"/>
    ${wells}
    <rect x="690" y="470" width="420" height="20" rx="10" fill="#8d5524" transform="rotate(-14 900 480)"/>
    <rect x="640" y="500" width="80" height="24" rx="6" fill="#adb5bd" transform="rotate(-14 900 480)"/>
    <path d="M600 520 q-40 10 -60 30 q40 0 70 -14z" fill="#3d2b1f" transform="rotate(-14 900 480)"/>`,
  );
}

/** A bakery's front with an awning, a window of loaves and a bicycle (the three-page website). */
export function bakeryFront(): string {
  const stripes = Array.from({ length: 10 }, (_, i) => `<rect x="${200 + i * 80}" y="160" width="40" height="90" fill="#fefae0"/>`).join('');
  const loaves = Array.from({ length: 5 }, (_, i) => `<ellipse cx="${330 + i * 70}" cy="430" rx="30" ry="18" fill="#d4a373"/><path d="M${312 + i * 70} 424 l10 -6 M${326 + i * 70} 426 l10 -6 M${340 + i * 70} 428 l10 -6" stroke="#a0703c" stroke-width="3"/>`).join('');
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#a8dadc"/>
    <rect x="0" y="590" width="1200" height="85" fill="#6c757d"/>
    <rect x="180" y="120" width="840" height="470" fill="#e07a5f"/>
    <rect x="200" y="160" width="800" height="90" fill="#3d405b"/>${stripes}
    <path d="M200 250 ${Array.from({ length: 10 }, () => `q40 30 80 0`).join(' ')}" fill="#3d405b"/>
    <rect x="260" y="300" width="440" height="200" rx="6" fill="#f4f1de" stroke="#3d405b" stroke-width="10"/>
    <rect x="280" y="450" width="400" height="12" fill="#81b29a"/>
    ${loaves}
    <rect x="760" y="300" width="170" height="290" rx="6" fill="#3d405b"/><circle cx="905" cy="450" r="8" fill="#f2cc8f"/>
    <circle cx="1080" cy="560" r="34" fill="none" stroke="#264653" stroke-width="8"/><circle cx="1170" cy="560" r="34" fill="none" stroke="#264653" stroke-width="8"/>
    <path d="M1080 560 l40 -50 l50 50 M1120 510 h-30 M1120 510 l-6 -18 h-16" stroke="#264653" stroke-width="8" fill="none"/>`,
  );
}

/** Loaves and rolls on a wooden board (the bakery's story). */
export function breadBoard(): string {
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#f6efe6"/>
    <rect x="120" y="260" width="960" height="300" rx="40" fill="#b08968"/>
    <rect x="1060" y="370" width="110" height="70" rx="30" fill="#b08968"/>
    <ellipse cx="400" cy="380" rx="210" ry="110" fill="#c68b59"/><ellipse cx="400" cy="360" rx="190" ry="86" fill="#dda15e"/>
    <path d="M280 330 q30 -30 60 0 M360 320 q30 -30 60 0 M440 325 q30 -30 60 0" stroke="#a0703c" stroke-width="9" fill="none" stroke-linecap="round"/>
    <circle cx="720" cy="400" r="80" fill="#bc6c25"/><circle cx="720" cy="388" r="66" fill="#dda15e"/>
    <path d="M690 370 l60 36 M690 406 l60 -36" stroke="#a0703c" stroke-width="8" stroke-linecap="round"/>
    <ellipse cx="920" cy="420" rx="90" ry="50" fill="#e9c46a"/><path d="M860 410 q60 -40 120 0" stroke="#c68b59" stroke-width="8" fill="none"/>
    <circle cx="560" cy="200" r="10" fill="#e9d8a6"/><circle cx="600" cy="180" r="7" fill="#e9d8a6"/><circle cx="640" cy="210" r="9" fill="#e9d8a6"/>`,
  );
}

/** A map of a harbour street with a pin (the bakery's contact page). */
export function harbourMap(): string {
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#e9f5db"/>
    <path d="M0 470 Q300 430 520 500 T1200 460 V675 H0Z" fill="#90e0ef"/>
    <rect x="0" y="300" width="1200" height="60" fill="#ffffff"/><rect x="560" y="0" width="60" height="470" fill="#ffffff"/>
    <rect x="80" y="80" width="380" height="180" rx="10" fill="#cfe1b9"/><rect x="700" y="80" width="420" height="180" rx="10" fill="#cfe1b9"/>
    <rect x="80" y="390" width="380" height="60" rx="10" fill="#cfe1b9"/><rect x="700" y="385" width="420" height="50" rx="10" fill="#cfe1b9"/>
    <rect x="230" y="520" width="160" height="24" rx="6" fill="#6c757d"/><path d="M250 520 l60 -70 l0 70" fill="#f8f9fa" stroke="#6c757d" stroke-width="4"/>
    <path d="M760 300 a70 70 0 1 1 140 0 c0 60 -70 130 -70 130 s-70 -70 -70 -130z" fill="#e63946"/><circle cx="830" cy="300" r="26" fill="#ffffff"/>`,
  );
}

/** Mountains under a pale sky with a path (the link-in-bio's banner). */
export function trail(): string {
  return svg(
    1200,
    400,
    `<defs>${gradient('sky3', '#ffcdb2', '#ffe8d6')}</defs>
    <rect width="1200" height="400" fill="url(#sky3)"/>
    <path d="M0 330 L220 120 L380 260 L560 80 L760 290 L900 170 L1200 330 V400 H0Z" fill="#6d6875"/>
    <path d="M500 140 L560 80 L620 140 L590 130 L560 150 L530 130Z" fill="#ffffff"/>
    <path d="M0 360 Q300 300 600 350 T1200 340 V400 H0Z" fill="#b5838d"/>
    <path d="M560 400 Q600 360 650 350 T760 320" stroke="#ffe8d6" stroke-width="10" fill="none"/>`,
  );
}

/** A laptop showing an email with a leaf (the newsletter's issues). */
export function letterDesk(): string {
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#edf6f9"/>
    <rect x="300" y="120" width="600" height="380" rx="20" fill="#264653"/><rect x="330" y="150" width="540" height="320" rx="8" fill="#ffffff"/>
    <rect x="220" y="500" width="760" height="40" rx="12" fill="#8d99ae"/>
    <path d="M380 200 H820 V420 H380Z" fill="#fefae0" stroke="#2a9d8f" stroke-width="6"/><path d="M380 200 L600 330 L820 200" fill="none" stroke="#2a9d8f" stroke-width="6"/>
    <path d="M980 560 q60 -120 160 -140 q-20 110 -160 140z" fill="#52b788"/><path d="M980 560 q70 -70 150 -130" stroke="#2d6a4f" stroke-width="5" fill="none"/>`,
  );
}
