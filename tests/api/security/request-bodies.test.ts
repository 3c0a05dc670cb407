// Issue 29, item 5: a body over the limit sometimes met a connection reset instead of its 413 (the
// server closed the socket with the body unread, and unread data makes TCP answer RST), and a
// write sent as text/plain or with no Content-Type answered 400 instead of 415.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '../../../src/contract/request-bodies.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { call, M } from '../management-service/helpers.js';

const MIB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `size` bytes of JSON over a fresh socket in paced pieces, as a client on a real network
 * does, and reads the answer only once it has sent everything, as a buffering proxy does. The
 * status line it then finds, or the socket error's code (a reset loses an answer not yet read).
 */
function postLarge(
  port: number,
  size: number,
  { chunked = false }: { chunked?: boolean } = {},
): Promise<number | string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let failure: string | null = null;
    socket.on('error', (error: NodeJS.ErrnoException) => (failure ??= error.code ?? 'error'));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const settle = () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve(status ? Number(status) : (failure ?? 'closed without an answer'));
    };
    const send = async () => {
      socket.write(
        `POST ${M}/submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${size}\r\n\r\n`),
      );
      const piece = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < size && !failure; sent += piece.length) {
        const data = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece;
        socket.write(data);
        await sleep(2);
      }
      if (chunked && !failure) socket.write('0\r\n\r\n');
      // Only now read, as a proxy that sends the whole request first.
      await sleep(50);
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.end();
      await closed;
      settle();
    };
    socket.on('connect', () => void send());
  });
}

describeEachEngine('request bodies: 413 always arrives, 415 for what is not JSON', (engine) => {
  const ctx = useTestApp(engine);
  let port: number;
  let token: string;
  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
    ({ token } = await createAdminToken(ctx.database));
  });

  it('a 1 MiB body gets its 413 every time, never a reset', async () => {
    const answers: (number | string)[] = [];
    for (let i = 0; i < 8; i++) answers.push(await postLarge(port, MIB));
    for (let i = 0; i < 2; i++) answers.push(await postLarge(port, 4 * MIB));
    expect(answers).toEqual(Array(10).fill(413));
  });

  it('a chunked body that grows past the limit gets its 413 too', async () => {
    const answers: (number | string)[] = [];
    for (let i = 0; i < 4; i++) answers.push(await postLarge(port, MIB, { chunked: true }));
    expect(answers).toEqual(Array(4).fill(413));
  });

  it('a write sent as text/plain answers 415', async () => {
    for (const contentType of ['text/plain', 'text/plain; charset=utf-8']) {
      const response = await call(ctx.app, {
        method: 'POST',
        url: `${M}/authenticate`,
        payload: JSON.stringify({ username: 'admin', password: 'whatever-it-is' }),
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, message: expect.any(String) });
    }
  });

  it('a write with no Content-Type answers 415, with a body or without', async () => {
    const withBody = await ctx.app.inject({
      method: 'POST',
      url: `${M}/authenticate`,
      payload: Buffer.from(JSON.stringify({ username: 'admin', password: 'whatever-it-is' })),
    });
    expect(withBody.statusCode).toBe(415);
    const withoutBody = await ctx.app.inject({ method: 'POST', url: `${M}/authenticate` });
    expect(withoutBody.statusCode).toBe(415);
    expect(withoutBody.json().message).toBe(UNSUPPORTED_MEDIA_TYPE_MESSAGE);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `${M}/categories/zoo`,
      headers: { token },
    });
    expect(update.statusCode).toBe(415);
  });

  it('JSON still reads as before, and a write that takes no body needs no Content-Type', async () => {
    const signIn = await call(ctx.app, {
      method: 'POST',
      url: `${M}/authenticate`,
      payload: { username: 'nobody-here', password: 'whatever-it-is' },
    });
    expect(signIn.statusCode).toBe(401);
    const signOut = await ctx.app.inject({
      method: 'DELETE',
      url: `${M}/authenticate`,
      headers: { token },
    });
    expect(signOut.statusCode).toBe(200);
  });
});
