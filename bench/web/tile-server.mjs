// Map tiles for the web benches. The machine cannot reach OpenStreetMap's tile servers, and every
// failed tile logged a console error that Lighthouse counts against best practices, on pages
// whose tiles a visitor's browser would load. This serves one plain tile for every address, so
// the map view is measured with its tiles arriving. It is lighter than a real one (about 2 KB;
// an OpenStreetMap tile is 5–20 KB): the tiles come after the page's first view and its largest
// paint, so their weight moves none of the budgets' figures much.
import http from 'node:http';
import sharp from 'sharp';

/** Starts the tile server on a free port; `url` is the MAP_TILE_URL template for the site. */
export async function startTileServer() {
  // A 256 px tile of OpenStreetMap's land colour, faintly striped.
  const noise = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < noise.length; i += 3) {
    const jitter = (i * 2654435761) % 7;
    noise[i] = 242 - jitter;
    noise[i + 1] = 239 - jitter;
    noise[i + 2] = 233 - jitter;
  }
  const tile = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
    .png()
    .toBuffer();
  const server = http.createServer((request, response) => {
    response.writeHead(/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '') ? 200 : 404, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    response.end(tile);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    tileBytes: tile.length,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
