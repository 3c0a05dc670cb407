import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../src/server/app.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, fingerprint, M, rowCount, type Call } from './helpers.js';

const REFERENCE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

describeEachEngine('management-service: attractions, status actions and submissions', (engine) => {
  const ctx = useTestApp(engine);
  let token: string;
  const admin = (request: Omit<Call, 'token'>) => call(ctx.app, { ...request, token });
  const visitor = (request: Omit<Call, 'token'>) =>
    call(ctx.app, { remoteAddress: '10.20.0.1', ...request });

  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, { username: 'editor' }));
  });

  const createAttraction = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: attractionBody(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json().response;
  };
  const submit = async (overrides: Record<string, unknown> = {}) => {
    const response = await visitor({
      method: 'POST',
      url: `${M}/submissions`,
      payload: attractionBody(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json().response;
  };
  const publicRead = (id: number) =>
    call(ctx.app, { method: 'GET', url: `/attraction-service/v2/attractions/${id}` });
  const auditTrail = async (id: number) =>
    (await admin({ method: 'GET', url: `${M}/attractions/${id}/audit?pageSize=100` })).json();

  describe('admin create and save', () => {
    it('creates an attraction awaiting review, not approved, not live (SPEC §4), with everything it was given', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions`,
        payload: attractionBody(),
      });
      expect(response.statusCode).toBe(201);
      const { result, response: created } = response.json();
      expect(result).toBe(true);
      expect(created.id).toBeGreaterThan(0);
      expect(created.status).toEqual({
        isLive: false,
        isApproved: false,
        isAwaitingAdminReview: true,
        isRejected: false,
      });
      expect(created.metadata).toMatchObject({
        isUserSubmitted: false,
        hvt: false,
        lastSocialPost: null,
      });
      expect(created.referenceNumber).toBeNull();
      expect(created.location).toMatchObject({
        coordinates: { latitude: 51.5, longitude: -0.12 },
        region: { regionName: 'london' },
        address: { addressLineOne: '1 Willow Lane', postalCode: 'E1 6AN' },
      });
      expect(created.mainCategory.categoryName).toBe('zoo');
      expect(
        created.categories.map((c: { categoryName: string }) => c.categoryName).sort(),
      ).toEqual(['nature', 'zoo']);
      expect(created.facilities).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'parking', state: 'YES', types: [{ name: 'Free' }] }),
          expect.objectContaining({ name: 'cafe', state: 'NO', types: [] }),
        ]),
      );
      expect(created.links.website).toBe('http://willowfarm.example.com');
      expect(created.contact).toMatchObject({ phone: '020 7946 0000', facebook: 'willowfarm' });
      expect((await publicRead(created.id)).statusCode).toBe(404);
      expect((await auditTrail(created.id)).results).toEqual([
        expect.objectContaining({ actor: 'editor', action: 'create' }),
      ]);
    });

    it('answers 400 naming every region, category, group, facility and type that does not exist, and writes nothing', async () => {
      const before = await fingerprint(ctx.database);
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions`,
        payload: attractionBody({
          location: { region: 'atlantis' },
          categories: ['zoo', 'underwater'],
          attractionGroups: ['nobodys'],
          facilities: [{ name: 'teleporter' }, { name: 'parking', types: ['Valet'] }],
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        'location.region': ['There is no region named "atlantis".'],
        categories: ['There is no category named "underwater".'],
        attractionGroups: ['There is no attraction group named "nobodys".'],
        facilities: [
          'There is no facility named "teleporter".',
          'The facility "parking" has no type named "Valet".',
        ],
      });
      expect(await fingerprint(ctx.database)).toEqual(before);
    });

    it('enforces the SPEC §5 attraction rules with their messages', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions`,
        payload: attractionBody({
          name: 'n'.repeat(81),
          description: 'd'.repeat(1001),
          metadata: { googlePlaceId: 'g'.repeat(101) },
          location: {
            region: 'london',
            address: {
              addressLineOne: 'a'.repeat(121),
              postalTown: 't'.repeat(121),
              postalCode: 'p'.repeat(11),
              country: 'c'.repeat(81),
            },
          },
          price: 6,
          rating: 5.5,
          contact: {
            phone: '12345',
            email: 'not-an-email',
            twitter: '@handle',
            instagram: 'has space',
          },
          links: { website: 'nope', mainImage: 'also nope' },
        }),
      });
      expect(response.statusCode).toBe(400);
      const { fieldErrors } = response.json();
      expect(fieldErrors).toMatchObject({
        name: ['This field must be a maximum of 80 character(s).'],
        description: ['This field must be a maximum of 1000 character(s).'],
        'metadata.googlePlaceId': ['This field must be a maximum of 100 character(s).'],
        'location.address.addressLineOne': ['This field must be a maximum of 120 character(s).'],
        'location.address.postalTown': ['This field must be a maximum of 120 character(s).'],
        'location.address.postalCode': ['This field must be a maximum of 10 character(s).'],
        'location.address.country': ['This field must be a maximum of 80 character(s).'],
        price: ['This field must be between 0 and 5.'],
        'contact.phone': ['Please enter a valid UK Phone Number.'],
        'contact.email': ['Please enter a valid Email Address.'],
        'contact.instagram': ['This field must not have spaces.'],
        'links.website': ['Please enter a valid URL.'],
        'links.mainImage': ['Please enter a valid URL.'],
      });
      expect(fieldErrors.rating).toHaveLength(1);
      expect(fieldErrors['contact.twitter']).toHaveLength(1);
    });

    it('saves every field with PUT, records the before and after of what changed, and never touches the status', async () => {
      const created = await createAttraction();
      const response = await admin({
        method: 'PUT',
        url: `${M}/attractions/${created.id}`,
        payload: attractionBody({
          name: 'Willow Farm',
          price: 3,
          status: { isLive: true, isApproved: true },
          hitCount: 5000,
          metadata: { googlePlaceId: 'ChIJwillow', hvt: true },
        }),
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json().response;
      expect(saved).toMatchObject({ id: created.id, name: 'Willow Farm', price: 3, hitCount: 0 });
      expect(saved.metadata).toMatchObject({ googlePlaceId: 'ChIJwillow', hvt: true });
      expect(saved.status).toEqual(created.status);
      const [latest] = (await auditTrail(created.id)).results;
      expect(latest).toMatchObject({ actor: 'editor', action: 'update' });
      expect(latest.changes).toEqual({
        name: { before: 'Willow Farm Park', after: 'Willow Farm' },
        price: { before: 2, after: 3 },
        'metadata.googlePlaceId': { before: null, after: 'ChIJwillow' },
        'metadata.hvt': { before: false, after: true },
      });
    });

    it('accepts a read attraction sent back unchanged, changing nothing', async () => {
      const created = await createAttraction();
      const response = await admin({
        method: 'PUT',
        url: `${M}/attractions/${created.id}`,
        payload: created,
      });
      expect(response.statusCode).toBe(200);
      const { createdAt: _c, updatedAt: _u, ...same } = created;
      expect(response.json().response).toMatchObject(same);
      expect((await auditTrail(created.id)).results[0].changes).toEqual({});
    });

    it('takes the manage-social update: names for categories, name and types for facilities, lastSocialPost', async () => {
      const created = await createAttraction();
      const response = await admin({
        method: 'PUT',
        url: `${M}/attractions/${created.id}`,
        payload: {
          ...created,
          mainCategory: 'nature',
          categories: ['zoo', 'nature'],
          facilities: [
            { name: 'parking', types: [{ name: 'Free' }, { name: 'Paid' }] },
            { name: 'cafe', types: [] },
          ],
          metadata: { ...created.metadata, lastSocialPost: '2030-05-01' },
        },
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json().response;
      expect(saved.metadata.lastSocialPost).toBe('2030-05-01T00:00:00.000Z');
      expect(saved.mainCategory.categoryName).toBe('nature');
      // Sent without a state, the cafe keeps its saved NO rather than becoming YES.
      expect(saved.facilities).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'cafe', state: 'NO' }),
          expect.objectContaining({
            name: 'parking',
            state: 'YES',
            types: [{ name: 'Free' }, { name: 'Paid' }],
          }),
        ]),
      );
    });

    it('answers 404 for an update of an unknown id and 400 for an id that is not one', async () => {
      expect(
        (
          await admin({
            method: 'PUT',
            url: `${M}/attractions/99999999`,
            payload: attractionBody(),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await admin({ method: 'PUT', url: `${M}/attractions/abc`, payload: attractionBody() }))
          .statusCode,
      ).toBe(400);
      expect(
        (await admin({ method: 'POST', url: `${M}/attractions/99999999/approve` })).statusCode,
      ).toBe(404);
    });

    it('stores text as text: markup and entities come back exactly as sent', async () => {
      const name = '<img src=x onerror=alert(1)> & "Zoo"';
      const description = '<script>alert("x")</script>\n&lt;b&gt; stays &amp; too';
      const created = await createAttraction({ name, description });
      expect(created).toMatchObject({ name, description });
      const { rows } = await ctx.database.pool.query(
        'select name, description from attractions where id = $1',
        [created.id],
      );
      expect(rows[0]).toEqual({ name, description });
    });

    it('refuses text PostgreSQL cannot store with a 400, not a 500', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions`,
        payload: attractionBody({ name: 'Nul\u0000Park' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        name: ['This field must not contain NUL characters.'],
      });
      const price = await admin({
        method: 'POST',
        url: `${M}/attractions`,
        payload: attractionBody({ entryPrice: 1e300 }),
      });
      expect(price.statusCode).toBe(400);
    });

    it('answers 400 for a body that is not a JSON object', async () => {
      for (const payload of ['null', '[]', '"text"', '42']) {
        const response = await call(ctx.app, {
          method: 'POST',
          url: `${M}/submissions`,
          payload,
          headers: { 'content-type': 'application/json' },
          remoteAddress: '10.21.0.1',
        });
        expect(response.statusCode, payload).toBe(400);
        expect(Object.keys(response.json().fieldErrors)).toEqual(['root']);
      }
      // No body and no Content-Type is not JSON at all: 415 (decision 120).
      const empty = await admin({ method: 'POST', url: `${M}/attractions` });
      expect(empty.statusCode).toBe(415);
    });

    it(`answers 413 for a body over ${BODY_LIMIT_BYTES} bytes`, async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions`,
        payload: attractionBody({ description: 'x'.repeat(BODY_LIMIT_BYTES) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    });
  });

  describe('status actions (SPEC §4)', () => {
    const act = (id: number, action: string) =>
      admin({ method: 'POST', url: `${M}/attractions/${id}/${action}` });

    it('approve, deactivate, reactivate: exactly the SPEC flag changes, refusing what does not apply with 409', async () => {
      const { id } = await createAttraction();
      const notLive = await act(id, 'deactivate');
      expect(notLive.statusCode).toBe(409);
      expect(notLive.json().message).toBe(
        'This attraction cannot be deactivated: it is awaiting review.',
      );

      const approved = await act(id, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.json().response.status).toEqual({
        isLive: true,
        isApproved: true,
        isAwaitingAdminReview: false,
        isRejected: false,
      });
      expect((await publicRead(id)).statusCode).toBe(200);

      const again = await act(id, 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This attraction cannot be approved: it is already approved and live.',
      );
      expect((await act(id, 'reject')).statusCode).toBe(409);

      const deactivated = await act(id, 'deactivate');
      expect(deactivated.json().response.status).toEqual({
        isLive: false,
        isApproved: true,
        isAwaitingAdminReview: false,
        isRejected: false,
      });
      expect((await publicRead(id)).statusCode).toBe(404);
      expect((await act(id, 'deactivate')).json().message).toBe(
        'This attraction cannot be deactivated: it is approved but deactivated (not live).',
      );

      const reactivated = await act(id, 'reactivate');
      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json().response.status.isLive).toBe(true);

      const trail = (await auditTrail(id)).results.map((e: { action: string }) => e.action);
      expect(trail).toEqual(['activate', 'deactivate', 'approve', 'create']);
      expect((await auditTrail(id)).results[2].changes).toEqual({
        'status.isLive': { before: false, after: true },
        'status.isApproved': { before: false, after: true },
        'status.isAwaitingAdminReview': { before: true, after: false },
      });
    });

    it('activate puts an admin-created attraction live directly', async () => {
      const { id } = await createAttraction();
      const response = await act(id, 'activate');
      expect(response.json().response.status).toEqual({
        isLive: true,
        isApproved: true,
        isAwaitingAdminReview: false,
        isRejected: false,
      });
    });

    it('reject and undo reject', async () => {
      const { id } = await createAttraction();
      const rejected = await act(id, 'reject');
      expect(rejected.json().response.status).toEqual({
        isLive: false,
        isApproved: false,
        isAwaitingAdminReview: false,
        isRejected: true,
      });
      expect((await act(id, 'activate')).json().message).toBe(
        'This attraction cannot be activated: it is rejected.',
      );
      expect((await act(id, 'approve')).statusCode).toBe(409);
      const undone = await act(id, 'undoReject');
      expect(undone.json().response.status).toEqual({
        isLive: true,
        isApproved: true,
        isAwaitingAdminReview: false,
        isRejected: false,
      });
      expect((await act(id, 'undoReject')).statusCode).toBe(409);
    });
  });

  describe('public submissions', () => {
    it('creates a user submission awaiting review with a fresh reference number; admin-only fields are ignored', async () => {
      const response = await visitor({
        method: 'POST',
        url: `${M}/submissions`,
        payload: attractionBody({
          name: 'Visitor Suggested Zoo',
          metadata: { googlePlaceId: 'ChIJsneaky', hvt: true, lastSocialPost: '2030-01-01' },
          detailedView: false,
          links: {
            website: 'visitorzoo.example.com',
            mainImage: 'https://images.example.com/zoo.jpg',
          },
        }),
      });
      expect(response.statusCode).toBe(201);
      const { result, response: submission } = response.json();
      expect(result).toBe(true);
      expect(submission.referenceNumber).toMatch(REFERENCE);
      expect(submission).toMatchObject({
        name: 'Visitor Suggested Zoo',
        enableEdit: true,
        isReadOnly: false,
        status: {
          isLive: false,
          isApproved: false,
          isAwaitingAdminReview: true,
          isRejected: false,
        },
        metadata: { isUserSubmitted: true, googlePlaceId: null, hvt: false, lastSocialPost: null },
        detailedView: true,
        links: { mainImage: null, website: 'http://visitorzoo.example.com' },
      });
      expect((await publicRead(submission.id)).statusCode).toBe(404);
      const list = await call(ctx.app, {
        method: 'GET',
        url: `/attraction-service/v2/attractions?search=${encodeURIComponent('Visitor Suggested Zoo')}&isExactSearch=true`,
      });
      expect(list.json().results.map((a: { id: number }) => a.id)).not.toContain(submission.id);
      expect((await auditTrail(submission.id)).results[0]).toMatchObject({
        actor: 'visitor',
        action: 'submit',
      });
    });

    it('gives every submission a different reference number', async () => {
      const references = new Set<string>();
      for (let i = 0; i < 5; i += 1) references.add((await submit()).referenceNumber);
      expect(references.size).toBe(5);
    });

    it('reads a submission by reference in any case, with or without the dash', async () => {
      const { referenceNumber, id } = await submit();
      const typed = `${referenceNumber.slice(0, 5).toLowerCase()}-${referenceNumber.slice(5)}`;
      const response = await visitor({ method: 'GET', url: `${M}/submissions/${typed}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().response).toMatchObject({
        id,
        referenceNumber,
        enableEdit: true,
        isReadOnly: false,
      });
      const missing = await visitor({ method: 'GET', url: `${M}/submissions/ABCDE-FGHJK` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No matching Submission could be found.');
      expect((await visitor({ method: 'GET', url: `${M}/submissions/0000` })).statusCode).toBe(400);
    });

    it('saves changes by reference while the submission awaits review', async () => {
      const { referenceNumber, id } = await submit();
      const response = await visitor({
        method: 'PUT',
        url: `${M}/submissions/${referenceNumber.toLowerCase()}`,
        payload: attractionBody({
          name: 'Renamed By Visitor',
          metadata: { googlePlaceId: 'ChIJsneaky' },
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().response).toMatchObject({
        id,
        name: 'Renamed By Visitor',
        referenceNumber,
        metadata: { googlePlaceId: null },
        status: { isAwaitingAdminReview: true },
      });
      expect((await auditTrail(id)).results[0]).toMatchObject({
        actor: 'visitor',
        action: 'updateSubmission',
        changes: { name: { before: 'Willow Farm Park', after: 'Renamed By Visitor' } },
      });
    });

    it('after approval: read-only, enableEdit false, PUT answers 409 and changes nothing, and it is public', async () => {
      const { referenceNumber, id } = await submit();
      const approved = await admin({ method: 'POST', url: `${M}/submissions/${id}/approve` });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().response).toMatchObject({
        enableEdit: false,
        isReadOnly: true,
        status: { isLive: true },
      });

      const read = await visitor({ method: 'GET', url: `${M}/submissions/${referenceNumber}` });
      expect(read.json().response).toMatchObject({ enableEdit: false, isReadOnly: true });
      const before = await fingerprint(ctx.database);
      const put = await visitor({
        method: 'PUT',
        url: `${M}/submissions/${referenceNumber}`,
        payload: attractionBody({ name: 'Too late' }),
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().message).toBe(
        'This submission is approved and live and can no longer be changed.',
      );
      expect(await fingerprint(ctx.database)).toEqual(before);
      expect((await publicRead(id)).statusCode).toBe(200);
    });

    it('after rejection: read-only but enableEdit true (SPEC §4), PUT answers 409; undo reject approves it', async () => {
      const { referenceNumber, id } = await submit();
      const rejected = await admin({ method: 'POST', url: `${M}/submissions/${id}/reject` });
      expect(rejected.json().response).toMatchObject({
        enableEdit: true,
        isReadOnly: true,
        status: { isRejected: true },
      });
      const put = await visitor({
        method: 'PUT',
        url: `${M}/submissions/${referenceNumber}`,
        payload: attractionBody(),
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().message).toBe('This submission is rejected and can no longer be changed.');
      const undone = await admin({ method: 'POST', url: `${M}/submissions/${id}/undoReject` });
      expect(undone.json().response.status).toEqual({
        isLive: true,
        isApproved: true,
        isAwaitingAdminReview: false,
        isRejected: false,
      });
    });

    it('the submission review routes only know submissions', async () => {
      const { id } = await createAttraction();
      const response = await admin({ method: 'POST', url: `${M}/submissions/${id}/approve` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No matching Submission could be found.');
    });

    it('two concurrent approvals of one submission: exactly one wins, the others get 409, one consistent state', async () => {
      const { id } = await submit();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          admin({ method: 'POST', url: `${M}/submissions/${id}/approve` }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const loser of responses.filter((r) => r.statusCode === 409)) {
        expect(loser.json().message).toBe(
          'This submission cannot be approved: it is already approved and live.',
        );
      }
      const { rows } = await ctx.database.pool.query(
        'select is_live, is_approved, is_awaiting_admin_review, is_rejected from attractions where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({
        is_live: true,
        is_approved: true,
        is_awaiting_admin_review: false,
        is_rejected: false,
      });
      const approvals = (await auditTrail(id)).results.filter(
        (e: { action: string }) => e.action === 'approve',
      );
      expect(approvals).toHaveLength(1);
    });

    it('an approval racing a rejection: one wins and the state is the winner’s', async () => {
      const { id } = await submit();
      const [approve, reject] = await Promise.all([
        admin({ method: 'POST', url: `${M}/submissions/${id}/approve` }),
        admin({ method: 'POST', url: `${M}/submissions/${id}/reject` }),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const { rows } = await ctx.database.pool.query(
        'select is_approved, is_rejected from attractions where id = $1',
        [id],
      );
      expect(rows[0]).toEqual(
        approve.statusCode === 200
          ? { is_approved: true, is_rejected: false }
          : { is_approved: false, is_rejected: true },
      );
    });

    it('a visitor save racing an approval never lands after the approval', async () => {
      const { id, referenceNumber } = await submit();
      const [put, approve] = await Promise.all([
        visitor({
          method: 'PUT',
          url: `${M}/submissions/${referenceNumber}`,
          payload: attractionBody({ name: 'Racing edit' }),
        }),
        admin({ method: 'POST', url: `${M}/submissions/${id}/approve` }),
      ]);
      expect(approve.statusCode).toBe(200);
      const trail = (await auditTrail(id)).results.map((e: { action: string }) => e.action);
      if (put.statusCode === 200) expect(trail).toEqual(['approve', 'updateSubmission', 'submit']);
      else {
        expect(put.statusCode).toBe(409);
        expect(trail).toEqual(['approve', 'submit']);
      }
    });

    it('limits public submissions per client address with 429 and Retry-After', async () => {
      const before = await rowCount(ctx.database, 'attractions');
      const address = '10.30.0.1';
      let limited: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 25 && !limited; i += 1) {
        const response = await visitor({
          method: 'POST',
          url: `${M}/submissions`,
          payload: attractionBody(),
          remoteAddress: address,
        });
        if (response.statusCode === 429) limited = response;
        else expect(response.statusCode).toBe(201);
      }
      expect(limited).toBeDefined();
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowCount(ctx.database, 'attractions')).toBe(before + 20);
      // Another address still may.
      expect(
        (
          await visitor({
            method: 'POST',
            url: `${M}/submissions`,
            payload: attractionBody(),
            remoteAddress: '10.30.0.2',
          })
        ).statusCode,
      ).toBe(201);
    });
  });

  describe('audit trail', () => {
    it('lists an attraction’s events newest first and answers 404 for an unknown attraction', async () => {
      const { id } = await createAttraction();
      await admin({ method: 'POST', url: `${M}/attractions/${id}/approve` });
      const trail = await auditTrail(id);
      expect(trail.metadata).toEqual({ currentPage: 1, totalPages: 1, totalResults: 2 });
      expect(trail.results.map((e: { action: string }) => e.action)).toEqual(['approve', 'create']);
      expect(trail.results[0]).toMatchObject({
        actor: 'editor',
        entityType: 'attraction',
        entityKey: String(id),
      });
      expect(Date.parse(trail.results[0].createdAt)).not.toBeNaN();
      expect(
        (await admin({ method: 'GET', url: `${M}/attractions/99999999/audit` })).statusCode,
      ).toBe(404);
    });
  });
});
