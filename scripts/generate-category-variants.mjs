// Writes the variants of each category drawing (decision 052): {name}-2.svg, -3 and -4 beside
// {name}.svg in src/web/public/images/categories/, so the cards of one category do not all show
// one picture. Each variant is the same drawing in another composition and light: mirrored, or
// seen closer, under a dusk, morning or lilac sky. Run after changing a drawing:
// node scripts/generate-category-variants.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../src/web/public/images/categories/', import.meta.url);
// The drawings share one sky: a gradient from this blue to white.
const SKY_TOP = '#cfe8f5';
const MIRROR = 'matrix(-1 0 0 1 400 0)';

const variants = [
  { suffix: '-2', mirror: true, viewBox: null, sky: '#fcd9b8', title: 'at dusk' },
  {
    suffix: '-3',
    mirror: false,
    viewBox: '30 36 340 204',
    sky: '#d3efe2',
    title: 'close up, in the morning',
  },
  {
    suffix: '-4',
    mirror: true,
    viewBox: '30 36 340 204',
    sky: '#e2dcf5',
    title: 'close up, under a lilac sky',
  },
];

function variantOf(svg, { mirror, viewBox, sky, title }) {
  let out = svg.replaceAll(`stop-color="${SKY_TOP}"`, `stop-color="${sky}"`);
  out = out.replace(/<title id="([^"]+)">([^<]*)<\/title>/, `<title id="$1">$2, ${title}</title>`);
  if (viewBox) out = out.replace(/viewBox="[^"]*"/, `viewBox="${viewBox}"`);
  if (mirror) {
    // Everything drawn after the title and definitions turns round; they stay as they are.
    const head = out.includes('</defs>') ? '</defs>' : '</title>';
    const start = out.indexOf(head) + head.length;
    const end = out.lastIndexOf('</svg>');
    out = `${out.slice(0, start)}\n<g transform="${MIRROR}">${out.slice(start, end)}</g>\n${out.slice(end)}`;
  }
  return out;
}

const originals = readdirSync(folder).filter((name) => /^[a-z]+\.svg$/.test(name));
for (const name of originals) {
  const svg = readFileSync(new URL(name, folder), 'utf8');
  for (const variant of variants) {
    writeFileSync(
      new URL(name.replace('.svg', `${variant.suffix}.svg`), folder),
      variantOf(svg, variant),
    );
  }
}
console.log(`wrote ${originals.length * variants.length} variants of ${originals.length} drawings`);
