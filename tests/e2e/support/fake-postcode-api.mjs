// A stand-in for the UK postcode API (postcodes.io's shape) so the Change Location postcode
// lookup runs end to end without the network. Two postcodes exist; everything else is invalid.
import { createServer } from 'node:http';

export const FAKE_POSTCODES = {
  'YO1 7HH': { latitude: 53.9623, longitude: -1.0819 },
  'EH1 1YZ': { latitude: 55.9521, longitude: -3.1896 },
};

export function startFakePostcodeApi() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '').replace(/^\/postcodes\//, ''));
    const validate = path.endsWith('/validate');
    const postcode = path.replace(/\/validate$/, '').toUpperCase();
    const found = FAKE_POSTCODES[postcode];
    res.setHeader('content-type', 'application/json');
    if (validate) return res.end(JSON.stringify({ status: 200, result: Boolean(found) }));
    if (!found) {
      res.statusCode = 404;
      return res.end(JSON.stringify({ status: 404, error: 'Postcode not found' }));
    }
    return res.end(JSON.stringify({ status: 200, result: found }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/postcodes`, close: () => server.close() });
    });
  });
}
