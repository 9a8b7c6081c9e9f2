// `npm run bench -- import`: what a product import costs the rest of the shop. The production BFF answers
// `GET /api/health` at 10 connections for a few seconds alone, then as long again while the demo staff
// member checks a file back to back (POST /api/office/products/import, apply false): a 2 000-line collection
// of new products, and the 28 KB file of 20 000 columns × 4 000 lines that once held the event loop for
// seconds. Prints the health check's p50/p99 in each case and how long one check of the file takes.
import autocannon from 'autocannon';
import { DEMO_STAFF } from '../../bff/src/seed/staff.ts';
import { cannonMs, logIn, startBff, table } from './util.mjs';

const DURATION_S = Number(process.env.BENCH_IMPORT_DURATION ?? 4);
const CONNECTIONS = 10;

/** A season's collection as the team would import it: 2 000 new products, every column given. */
export function collection(lines = 2000) {
  const header = 'code;name_en;name_gr;category;colour;price;sizes;material;style;new;description_en';
  const rows = Array.from({ length: lines }, (_, i) =>
    [
      `BI-${10000 + i}`,
      `Linen summer dress ${i}`,
      `Λινό καλοκαιρινό φόρεμα ${i}`,
      'dresses',
      'beige',
      '24,90',
      'S M L',
      'Linen',
      'Resort Boho',
      'ναι',
      `"A light dress; lined, with pockets. Number ${i}."`,
    ].join(';'),
  );
  return [header, ...rows].join('\r\n');
}

/** The hostile shape: a first line of 20 000 columns, 4 000 lines of commas (28 KB). */
function wideFile() {
  return `code${','.repeat(20_000)}\n${Array.from({ length: 4000 }, () => 'x').join('\n')}`;
}

function health(origin) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}/api/health`, connections: CONNECTIONS, duration: DURATION_S },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Checks `csv` back to back until `until()` says stop; answers each check's time (ms). */
async function checkLoop(origin, cookie, csv, until) {
  const times = [];
  while (!until()) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/office/products/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ csv, apply: false }),
    });
    if (!res.ok) throw new Error(`import check answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function importBench({ port }) {
  const bff = await startBff({ port });
  try {
    const cookie = await logIn(bff.origin, DEMO_STAFF);
    const rows = [];
    const alone = await health(bff.origin);
    rows.push({
      while: 'nothing else',
      'health p50 ms': cannonMs(alone.latency.p50),
      'health p99 ms': cannonMs(alone.latency.p99),
      'health req/s': Math.round(alone.requests.average),
      checks: '',
      'one check ms': '',
    });
    for (const [name, csv] of [
      ['checking 2 000 new products (420 KB)', collection()],
      ['checking 20 000 columns × 4 000 lines (28 KB)', wideFile()],
    ]) {
      let done = false;
      const checks = checkLoop(bff.origin, cookie, csv, () => done);
      const during = await health(bff.origin);
      done = true;
      const times = await checks;
      rows.push({
        while: name,
        'health p50 ms': cannonMs(during.latency.p50),
        'health p99 ms': cannonMs(during.latency.p99),
        'health req/s': Math.round(during.requests.average),
        checks: times.length,
        'one check ms': Math.round(median(times)),
      });
    }
    table(`GET /api/health at ${CONNECTIONS} connections while a product file is checked`, rows);
  } finally {
    await bff.stop();
  }
}
