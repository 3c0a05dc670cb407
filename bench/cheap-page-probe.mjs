// One visitor asking for a page again and again (each answer read whole before the next), in a
// process of its own so its timings are not those of the load generator's busy event loop.
// Used by page-throughput.ts; prints {"answered","failed","p50"} as one JSON line.
// Usage: node bench/cheap-page-probe.mjs <url> <seconds>
import http from 'node:http';

const [url, seconds] = [process.argv[2], Number(process.argv[3] ?? 8)];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let failed = 0;

function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - started);
        else failed++;
        resolve();
      });
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => {
      failed++;
      resolve();
    });
  });
}

const until = performance.now() + seconds * 1000;
while (performance.now() < until) await once();
agent.destroy();
latencies.sort((a, b) => a - b);
const p50 = latencies.length ? latencies[Math.floor(latencies.length / 2)] : null;
console.log(JSON.stringify({ answered: latencies.length, failed, p50 }));
