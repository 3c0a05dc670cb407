// Issue 33's scenario as a client sees it, with a real SMTP server in the test: a claim on the
// place's domain gets a link, the verified venue proposes hours and a photo, a moderator approves
// the hours and rejects the photo, the page says the hours were checked with the venue, and the
// audit trail has each step. Also: another domain refused, rate limits, photos stripped of GPS.
import { multipartBody } from '../support/photo-upload.js';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ATTRACTIONS_PATH } from '../../src/contract/api-paths.js';
import { provenanceWords } from '../../src/contract/fact-provenance.js';
import { PHOTO_MESSAGES } from '../../src/contract/photo.js';
import {
  VENUE_CLAIMS_PER_HOUR,
  VENUE_MESSAGES,
  VENUE_PATHS,
  VENUE_SESSION_HEADER,
} from '../../src/contract/venue.js';
import { createAdminToken } from '../support/admin-token.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { useTestApp } from '../support/test-app.js';
import { describeEachEngine } from '../support/test-database.js';
import { museumHours } from '../support/family-fixtures.js';
import { attractionBody, call, M, manualClock } from './management-service/helpers.js';
import os from 'node:os';
import path from 'node:path';

const SITE = 'https://daytrip.example';

/** A JPEG with GPS coordinates in its EXIF, as a phone writes it. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Willow Farm' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

describeEachEngine('venue-service: "Is this your place?" from claim to the page', (engine) => {
  const clock = manualClock(new Date('2030-06-03T09:00:00.000Z'));
  const env: Record<string, string> = {
    PUBLIC_URL: SITE,
    PHOTO_DIR: path.join(os.tmpdir(), `daytrip-test-photos-${process.pid}-${engine}`),
  };
  let inbox: SmtpInbox;
  let token: string;
  let attractionId: number;
  let session: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    env.SMTP_URL = inbox.url;
  });
  const ctx = useTestApp(engine, { clock, env });
  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, { now: clock.now() }));
    const created = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody({ links: { website: 'https://www.willowfarm.example/visit' } }),
    });
    attractionId = created.json().response.id;
    await call(ctx.app, { method: 'POST', url: `${M}/attractions/${attractionId}/approve`, token });
  });
  afterAll(() => inbox.stop());

  let client = 0;
  const claim = (email: string, id = attractionId) =>
    call(ctx.app, {
      method: 'POST',
      url: VENUE_PATHS.claim(id),
      payload: { email },
      remoteAddress: `10.70.0.${(client += 1)}`,
    });
  const audit = async () =>
    (
      await call(ctx.app, {
        method: 'GET',
        url: `${M}/attractions/${attractionId}/audit?pageSize=50`,
        token,
      })
    ).json().results as { action: string; actor: string }[];

  it('refuses an address on another domain with a message that says how to ask the moderators', async () => {
    const refused = await claim('owner@gmail.example');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VENUE_MESSAGES.wrongDomain('willowfarm.example'));
    expect(refused.json().message).toContain('Report a problem');
    await ctx.app.outbox.deliverDue();
    expect(inbox.messages).toHaveLength(0);
  });

  it("mails a link to an address on the place's domain (a subdomain counts); the link verifies once", async () => {
    const sent = await claim('manager@bookings.willowfarm.example');
    expect(sent.statusCode).toBe(202);
    await ctx.app.outbox.deliverDue();
    const [mail] = inbox.messages;
    expect(mail?.subject).toBe('Your link to update Willow Farm Park on Daytrip');
    const link = new RegExp(`${SITE}/venue/verify/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const verified = await call(ctx.app, {
      method: 'POST',
      url: VENUE_PATHS.verify,
      payload: { token: link },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ attractionId, attractionName: 'Willow Farm Park' });
    session = verified.json().sessionToken;
    const again = await call(ctx.app, {
      method: 'POST',
      url: VENUE_PATHS.verify,
      payload: { token: link },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(VENUE_MESSAGES.linkInvalid);
  });

  it('gives the venue no moderator permission', async () => {
    const asVenue = await call(ctx.app, {
      method: 'GET',
      url: `${M}/venue-proposals`,
      headers: { [VENUE_SESSION_HEADER]: session },
    });
    expect(asVenue.statusCode).toBe(401);
  });

  it('lets the venue propose new hours and a photo; nothing shows before a moderator decides', async () => {
    const mine = await call(ctx.app, {
      method: 'GET',
      url: VENUE_PATHS.session,
      headers: { [VENUE_SESSION_HEADER]: session },
    });
    expect(mine.statusCode).toBe(200);
    const listing = mine.json().attraction;
    const unchanged = await call(ctx.app, {
      method: 'POST',
      url: VENUE_PATHS.proposals,
      headers: { [VENUE_SESSION_HEADER]: session },
      payload: listing,
    });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(VENUE_MESSAGES.nothingChanged);
    const invalid = await call(ctx.app, {
      method: 'POST',
      url: VENUE_PATHS.proposals,
      headers: { [VENUE_SESSION_HEADER]: session },
      payload: { ...listing, description: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.description).toBeDefined();

    const proposed = await call(ctx.app, {
      method: 'POST',
      url: VENUE_PATHS.proposals,
      headers: { [VENUE_SESSION_HEADER]: session },
      payload: { ...listing, openingHours: museumHours },
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().proposals).toHaveLength(1);

    const form = await multipartBody(
      {
        altText: 'Children feeding goats',
        credit: 'Willow Farm Park',
        licence: 'Given by the venue for use on Daytrip',
      },
      { bytes: await photoWithGps(), name: 'goats.jpg', type: 'image/jpeg' },
    );
    const photo = await ctx.app.inject({
      method: 'POST',
      url: VENUE_PATHS.photos,
      headers: { ...form.headers, [VENUE_SESSION_HEADER]: session },
      payload: form.payload,
    });
    expect(photo.statusCode).toBe(201);

    const page = await call(ctx.app, { method: 'GET', url: `${ATTRACTIONS_PATH}/${attractionId}` });
    expect(page.json().openingHours).toEqual({ state: 'unknown' });
    expect(page.json().photo).toBeNull();
  });

  it('shows moderators old and new side by side; approving hours and rejecting the photo', async () => {
    const queue = await call(ctx.app, { method: 'GET', url: `${M}/venue-proposals`, token });
    const proposals = queue.json().results as {
      id: number;
      group: string;
      before: object;
      after: object;
      proposedBy: string;
    }[];
    expect(proposals.map((p) => p.group).sort()).toEqual(['hours', 'photo']);
    const hours = proposals.find((p) => p.group === 'hours')!;
    expect(hours.before).toEqual({ openingHours: { state: 'unknown' } });
    expect(hours.after).toEqual({ openingHours: museumHours });
    expect(hours.proposedBy).toBe('manager@bookings.willowfarm.example');
    const photo = proposals.find((p) => p.group === 'photo')!;

    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `${M}/venue-proposals/${hours.id}/approve`,
          token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `${M}/venue-proposals/${photo.id}/reject`,
          token,
        })
      ).statusCode,
    ).toBe(200);
    const twice = await call(ctx.app, {
      method: 'POST',
      url: `${M}/venue-proposals/${hours.id}/approve`,
      token,
    });
    expect(twice.statusCode).toBe(409);

    const page = (
      await call(ctx.app, { method: 'GET', url: `${ATTRACTIONS_PATH}/${attractionId}` })
    ).json();
    expect(page.openingHours).toEqual(museumHours);
    expect(page.photo).toBeNull();
    expect(page.checks.hours).toMatchObject({ source: 'venue', asOf: '2030-06-03' });
    expect(provenanceWords('Opening times', page.checks.hours, '2030-06-03')).toBe(
      'Checked with the venue on 3 June 2030',
    );
  });

  it("shows the venue what it sent and each one's state, and nobody else", async () => {
    const mine = await call(ctx.app, {
      method: 'GET',
      url: VENUE_PATHS.proposals,
      headers: { [VENUE_SESSION_HEADER]: session },
    });
    expect(mine.statusCode).toBe(200);
    const states = (mine.json().results as { group: string; status: string }[])
      .map((p) => `${p.group} ${p.status}`)
      .sort();
    expect(states).toEqual(['hours approved', 'photo rejected']);
    const stranger = await call(ctx.app, { method: 'GET', url: VENUE_PATHS.proposals });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe(VENUE_MESSAGES.sessionInvalid);
  });

  it('has each step in the audit trail', async () => {
    const actions = (await audit()).map((event) => `${event.action} by ${event.actor}`).reverse();
    const venue = 'venue:manager@bookings.willowfarm.example';
    expect(actions).toEqual(
      expect.arrayContaining([
        `venueClaimRequested by ${venue}`,
        `venueClaimVerified by ${venue}`,
        `venueProposal by ${venue}`,
        expect.stringMatching(/^approveVenueProposal by (?!venue:)/),
        expect.stringMatching(/^rejectVenueProposal by (?!venue:)/),
      ]),
    );
    expect(actions.filter((a) => a.startsWith('venueProposal'))).toHaveLength(2);
  });

  it("takes a moderator's photo with credit, strips its GPS EXIF and serves it for a year", async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const form = await multipartBody(
      { altText: 'The maze in summer', credit: 'Photo: A. Moderator', licence: 'CC BY 4.0' },
      { bytes: original, name: 'maze.jpg', type: 'image/jpeg' },
    );
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `${M}/attractions/${attractionId}/photos`,
      headers: { ...form.headers, token },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json().response;
    expect(photo).toMatchObject({
      width: 1200,
      height: 800,
      credit: 'Photo: A. Moderator',
      licence: 'CC BY 4.0',
    });
    expect(photo.avifSrcset).toContain('480.avif 480w');
    expect(photo.webpSrcset).toContain('960.webp 960w');
    for (const url of [photo.src, photo.avifSrcset.split(' ')[0], photo.webpSrcset.split(' ')[0]]) {
      const file = await ctx.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    }
    const page = (
      await call(ctx.app, { method: 'GET', url: `${ATTRACTIONS_PATH}/${attractionId}` })
    ).json();
    expect(page.photo).toMatchObject({
      id: photo.id,
      altText: 'The maze in summer',
      credit: 'Photo: A. Moderator',
    });
    expect(page.photo.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('refuses a renamed non-image with a clear 415', async () => {
    const form = await multipartBody(
      { altText: 'Not a photo', credit: 'Nobody', licence: 'None' },
      {
        bytes: Buffer.from('#!/bin/sh\necho this is not a picture\n'),
        name: 'holiday.jpg',
        type: 'image/jpeg',
      },
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${M}/attractions/${attractionId}/photos`,
      headers: { ...form.headers, token },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(PHOTO_MESSAGES.notAnImage);
  });

  it('refuses a photo without its credit, and one from nobody signed in', async () => {
    const form = await multipartBody(
      { altText: 'Goats', licence: 'CC BY 4.0' },
      { bytes: await photoWithGps(), name: 'a.jpg', type: 'image/jpeg' },
    );
    const noCredit = await ctx.app.inject({
      method: 'POST',
      url: `${M}/attractions/${attractionId}/photos`,
      headers: { ...form.headers, token },
      payload: form.payload,
    });
    expect(noCredit.statusCode).toBe(400);
    expect(noCredit.json().fieldErrors.credit).toBeDefined();
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: VENUE_PATHS.photos,
      headers: form.headers,
      payload: form.payload,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it(`rate-limits claims: ${VENUE_CLAIMS_PER_HOUR} an hour per place, then 429 with Retry-After`, async () => {
    // Two claims above (one refused, one sent) count already: a refused one is an attempt too.
    for (let i = 3; i <= VENUE_CLAIMS_PER_HOUR; i++)
      expect((await claim(`staff${i}@willowfarm.example`)).statusCode).toBe(202);
    const limited = await claim('one-more@willowfarm.example');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
