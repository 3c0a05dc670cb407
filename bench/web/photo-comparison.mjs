// Issue 33's measurement for bench:web (decision 167): the attraction page with a photo keeps
// CLS 0 and its LCP within 0.2 s of the same page without one. The page is measured as it is
// (the seed has no photos: its drawing shows), then a moderator uploads a photo through the API
// and the page is measured again; medians of the runs, the worst CLS.
import sharp from 'sharp';

export const PHOTO_TARGETS = { lcpDeltaS: 0.2, cls: 0 };
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-123' };

/**
 * A 2400×1600 JPEG as a phone takes it: a scene under fine grain, so it compresses like a
 * photograph (a flat drawing would make the files, and the test, too easy).
 */
async function benchPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4f8fd0"/><stop offset="1" stop-color="#d6e9f5"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#s)"/>
    <circle cx="1900" cy="320" r="140" fill="#ffd34d"/>
    <path d="M0 980 Q600 760 1200 950 T2400 880 V1600 H0Z" fill="#6fa35a"/>
    <path d="M0 1200 Q700 1020 1500 1210 T2400 1150 V1600 H0Z" fill="#4a7c3f"/>
    <rect x="780" y="820" width="460" height="300" fill="#b33a2b"/>
    <path d="M750 835 L1010 670 L1270 835Z" fill="#7a2318"/></svg>`;
  const grain = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function uploadPhoto(base, id) {
  const signIn = await fetch(`${base}/management-service/v1/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!signIn.ok) throw new Error(`bench admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const { token } = (await signIn.json()).response;
  const bytes = await benchPhoto();
  const form = new FormData();
  form.append('altText', 'A red barn on a hillside under a blue sky');
  form.append('credit', 'Bench');
  form.append('licence', 'CC0');
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'bench.jpg');
  const answer = await fetch(`${base}/management-service/v1/attractions/${id}/photos`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  if (answer.status !== 201)
    throw new Error(`photo upload: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).response;
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url, audit, runs) {
  const lcps = [];
  const clss = [];
  let lcpElement = '';
  for (let i = 0; i < runs; i++) {
    const lhr = await audit(url);
    lcps.push(lhr.audits['largest-contentful-paint'].numericValue / 1000);
    clss.push(lhr.audits['cumulative-layout-shift'].numericValue);
    const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
    const node = item?.items?.[0]?.node ?? item?.node;
    lcpElement = node?.selector ?? node?.nodeLabel ?? lcpElement;
  }
  return { lcp: median(lcps), lcps, cls: Math.max(...clss), lcpElement };
}

/** Measures `path` (an attraction page) without and then with a photo of attraction `id`. */
export async function comparePhotoPage({ base, path, id, audit, runs }) {
  await fetch(base + path);
  const without = await measure(base + path, audit, runs);
  const photo = await uploadPhoto(base, id);
  // The file a phone's sizes pick (the 960 px AVIF), for the report.
  const avif960 = photo.avifSrcset.split(', ').find((entry) => entry.endsWith(' 960w'));
  const fileKb = avif960
    ? (await (await fetch(base + avif960.split(' ')[0])).arrayBuffer()).byteLength / 1024
    : null;
  await fetch(base + path);
  const withPhoto = await measure(base + path, audit, runs);
  return { without, withPhoto, fileKb };
}

/** The report's section, as Markdown. */
export function photoReport(result, runs) {
  const { without, withPhoto, fileKb } = result;
  const delta = withPhoto.lcp - without.lcp;
  const mark = (ok) => (ok ? '' : ' ✗');
  const row = (label, r) =>
    `| ${label} | ${r.lcp.toFixed(2)} s (${r.lcps.map((v) => v.toFixed(2)).join(', ')}) | ${r.cls.toFixed(3)}${mark(r.cls <= PHOTO_TARGETS.cls)} | \`${r.lcpElement}\` |`;
  return `Targets (issue 33): with a photo, CLS ${PHOTO_TARGETS.cls} and LCP within ${PHOTO_TARGETS.lcpDeltaS} s of the page without one.
LCP is the median of ${runs} runs (each run in brackets), CLS the worst run. The photo: a 2400×1600
JPEG with film grain, uploaded through the API; the phone preset's sizes pick its 960 px AVIF${fileKb === null ? '' : ` (${fileKb.toFixed(1)} KB)`}.

| page | LCP | CLS | LCP element |
|---|---|---|---|
${row('without a photo (its drawing)', without)}
${row('with a photo', withPhoto)}

LCP difference: ${delta >= 0 ? '+' : ''}${delta.toFixed(2)} s${mark(delta <= PHOTO_TARGETS.lcpDeltaS)}.
`;
}
