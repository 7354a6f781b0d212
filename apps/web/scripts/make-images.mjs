// Renders the site's raster images from the SVG artwork below (run once after changing the
// art: `node apps/web/scripts/make-images.mjs` from the repo root; the outputs are committed).
//   public/icons/*.png          app icons for the web manifest and iOS
//   public/hero/hall-hero-*.webp the home hero (the LCP image), 800 and 1600 px wide
// Banner and promotion art under public/content/ stays SVG (small, sharp at any width).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.join(import.meta.dirname, '..', 'public');

const coin = (size, inset) => {
  const r = size / 2 - inset;
  const c = size / 2;
  const s = r / 18;
  // The logo's star (components/logo.tsx) scaled to the coin: a move, then relative lines. The
  // pairs after an absolute M would be absolute lines, so the relative ones get their own "l".
  const star = `M${c} ${c - 9.5 * s}l${2.9 * s} ${5.9 * s} ${6.5 * s} ${0.9 * s} ${-4.7 * s} ${4.6 * s} ${1.1 * s} ${6.4 * s}L${c} ${c + 5.3 * s}l${-5.8 * s} ${3 * s} ${1.1 * s} ${-6.4 * s} ${-4.7 * s} ${-4.6 * s} ${6.5 * s} ${-0.9 * s}z`;
  return `<circle cx="${c}" cy="${c}" r="${r}" fill="url(#g)"/><path d="${star}" fill="#5a3a06"/>`;
};

const icon = (
  size,
  { maskable = false } = {},
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe9ae"/><stop offset=".55" stop-color="#f2c14e"/><stop offset="1" stop-color="#b9821a"/></linearGradient>
<radialGradient id="bg" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#342d85"/><stop offset="1" stop-color="#07061a"/></radialGradient></defs>
<rect width="${size}" height="${size}" rx="${maskable ? 0 : size * 0.22}" fill="url(#bg)"/>
${coin(size, maskable ? size * 0.24 : size * 0.14)}
</svg>`;

const hero = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07061a"/><stop offset=".55" stop-color="#1a1648"/><stop offset="1" stop-color="#342d85"/></linearGradient>
<radialGradient id="glow" cx=".72" cy=".45" r=".45"><stop offset="0" stop-color="#7c5cff" stop-opacity=".55"/><stop offset="1" stop-color="#7c5cff" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe9ae"/><stop offset=".5" stop-color="#f2c14e"/><stop offset="1" stop-color="#8a5f0c"/></linearGradient>
<linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1648"/><stop offset=".5" stop-color="#f4f2ff"/><stop offset="1" stop-color="#1a1648"/></linearGradient>
<radialGradient id="ball" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#c9c3ea"/><stop offset="1" stop-color="#5b5690"/></radialGradient>
</defs>
<rect width="1600" height="800" fill="url(#sky)"/>
<rect width="1600" height="800" fill="url(#glow)"/>
${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % 1600}" cy="${(i * 211) % 800}" r="${1 + (i % 3)}" fill="#fbe9ae" opacity="${0.25 + (i % 4) * 0.15}"/>`).join('')}
<g transform="translate(880 190)">
<rect x="0" y="0" width="560" height="360" rx="48" fill="url(#gold)"/>
<rect x="14" y="14" width="532" height="332" rx="38" fill="#13103a"/>
${[40, 210, 380].map((x, i) => `<rect x="${x}" y="44" width="140" height="272" rx="22" fill="url(#reel)"/><text x="${x + 70}" y="222" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="120" fill="${i === 1 ? '#dfa526' : '#d62d4a'}">${i === 1 ? '★' : '7'}</text>`).join('')}
<rect x="14" y="176" width="532" height="6" fill="#f2c14e" opacity=".85"/>
</g>
${[
  [760, 620, 38],
  [820, 690, 26],
  [1500, 640, 44],
  [1420, 700, 28],
  [700, 520, 20],
  [1540, 150, 30],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#ball)"/>`)
  .join('')}
<path d="M0 760 Q400 700 800 740 T1600 720 V800 H0z" fill="#0d0b26" opacity=".9"/>
</svg>`;

mkdirSync(path.join(root, 'icons'), { recursive: true });
mkdirSync(path.join(root, 'hero'), { recursive: true });
for (const [name, size, options] of [
  ['icon-192.png', 192, {}],
  ['icon-512.png', 512, {}],
  ['maskable-512.png', 512, { maskable: true }],
  ['apple-touch-icon.png', 180, { maskable: true }],
]) {
  await sharp(Buffer.from(icon(size, options)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'icons', name));
}
for (const width of [800, 1600]) {
  await sharp(Buffer.from(hero))
    .resize(width)
    .webp({ quality: width > 800 ? 72 : 70 })
    .toFile(path.join(root, 'hero', `hall-hero-${width}.webp`));
}

console.log('images written');
