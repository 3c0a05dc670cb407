// The tables bench:web writes to bench/WEB.md (lighthouse.mjs measures, this formats): one row per
// page and width against issue 34's budgets, and each row's ratio to the same page with its
// scripts removed, measured in the same run (the no-JavaScript ceiling).

/** Issue 34's budgets, per page: the map view has its own performance and TBT limits. */
export function targetsFor(page) {
  const mapView = page.includes('view=map');
  return {
    performance: mapView ? 96 : 98,
    accessibility: 100,
    'best-practices': 100,
    lcpS: 1.5,
    tbtMs: mapView ? 200 : 100,
    cls: 0.02,
    jsKb: 130,
  };
}

const mark = (ok) => (ok ? '' : ' ✗');

// First-view JS is judged without the map's code: the attraction page loads it lazily, once the
// map's section nears the screen, the map view loads it as its content (Leaflet alone is ~43 KB),
// and the budget is about what every page needs to start.
const mapCell = (r) => {
  if (r.mapFiles.length === 0) return r.mapAllowed ? 'no (not reached)' : 'no';
  return r.mapAllowed ? `yes, ${r.mapKb.toFixed(1)} KB` : `yes ✗`;
};

/** "0.94 / 1.6×": our score over the ceiling's, our LCP over the ceiling's. */
const ceilingCell = (r) =>
  r.ceiling
    ? `${(r.performance / r.ceiling.performance).toFixed(2)} / ${(r.lcp / r.ceiling.lcp).toFixed(1)}× (${r.ceiling.performance}, ${r.ceiling.lcp.toFixed(2)} s)`
    : '–';

export function resultsTable(rows) {
  const lines = rows.map((r) => {
    const t = targetsFor(r.page);
    const js = r.jsKb - r.mapKb;
    return (
      `| \`${r.page}\` | ${r.width} | ${r.performance}${mark(r.performance >= t.performance)}${r.performanceRange} | ` +
      `${r.accessibility}${mark(r.accessibility >= t.accessibility)} | ` +
      `${r.bestPractices}${mark(r.bestPractices >= t['best-practices'])} | ${r.seo}${mark(r.seo >= r.seoTarget)} | ` +
      `${r.lcp.toFixed(2)} s${mark(r.lcp <= t.lcpS)} | ${Math.round(r.tbt)} ms${mark(r.tbt <= t.tbtMs)} | ` +
      `${r.cls.toFixed(3)}${mark(r.cls <= t.cls)} | ${js.toFixed(1)} KB${mark(js <= t.jsKb)} | ${mapCell(r)} | ${ceilingCell(r)} |`
    );
  });
  return [
    '| page | width | performance | accessibility | best practices | SEO | LCP | TBT | CLS | first-view JS | map code | ÷ no-JS ceiling: score / LCP (ceiling) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

export function resultNotes(rows) {
  return rows
    .flatMap((r) => {
      const where = `\`${r.page}\` (${r.width})`;
      return [
        ...(r.failing.length > 0 ? [`- ${where} audits not passed: ${r.failing.join(', ')}`] : []),
        ...(r.issues.length > 0 ? [`- ${where} inspector issues: ${r.issues.join('; ')}`] : []),
        ...(r.jsKb - r.mapKb > targetsFor(r.page).jsKb
          ? [`- ${where} biggest first-view scripts (KB gzip): ${r.biggest.join(', ')}`]
          : []),
      ];
    })
    .join('\n');
}
