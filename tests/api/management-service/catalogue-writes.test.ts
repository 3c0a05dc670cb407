import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { call, M, rowCount, type Call } from './helpers.js';

const REQUIRED = 'This field is required.';

describeEachEngine('management-service: categories, regions, groups and facilities', (engine) => {
  const ctx = useTestApp(engine);
  let token: string;
  const changes: string[] = [];
  const admin = (request: Omit<Call, 'token'>) => call(ctx.app, { ...request, token });

  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, { username: 'catalogue-admin' }));
    ctx.app.catalogueEvents.onCatalogueChanged((reason) => changes.push(reason));
  });

  const auditOf = async (entityType: string, entityKey: string) =>
    (
      await ctx.database.pool.query(
        'select actor, action, changes from audit_events where entity_type = $1 and entity_key = $2 order by id',
        [entityType, entityKey],
      )
    ).rows as {
      actor: string;
      action: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];

  describe('categories', () => {
    const category = (overrides: Record<string, unknown> = {}) => ({
      displayName: 'Farm Parks!',
      categoryPageTitle: 'Farm parks to visit',
      rank: 50,
      displayColor: '#4CAF50',
      ...overrides,
    });

    it('creates a category whose categoryName derives from the display name, ignoring unknown fields', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: { ...category(), categoryName: 'somethingelse', id: 999, isAdmin: true },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        result: true,
        response: {
          categoryName: 'farmparks',
          displayName: 'Farm Parks!',
          categoryPageTitle: 'Farm parks to visit',
          rank: 50,
          displayColor: '#4CAF50',
          attractionCount: 0,
        },
      });
      expect(changes).toContain('category farmparks created');
      const [created] = await auditOf('category', 'farmparks');
      expect(created).toMatchObject({
        actor: 'catalogue-admin',
        action: 'create',
        changes: {
          displayName: { before: null, after: 'Farm Parks!' },
          rank: { before: null, after: 50 },
        },
      });
    });

    it('answers 409 for a display name whose slug already exists', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: category({ displayName: 'ZOO' }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('A category named "zoo" already exists.');
    });

    it('answers 400 when the display name has nothing to make a slug from', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: category({ displayName: '!!!' }),
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['displayName']);
    });

    it('enforces the SPEC §5 category rules with their messages', async () => {
      const empty = await admin({ method: 'POST', url: `${M}/categories`, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors).toEqual({
        displayName: [REQUIRED],
        categoryPageTitle: [REQUIRED],
        rank: [REQUIRED],
        displayColor: [REQUIRED],
      });
      const wrong = await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: category({ displayColor: '#FFFFFFFF', rank: 1.5, categoryName: 'Has Spaces' }),
      });
      expect(wrong.json().fieldErrors.displayColor).toContain(
        'This field must be a maximum of 7 character(s).',
      );
      expect(wrong.json().fieldErrors).toMatchObject({
        rank: ['This field must be a whole number.'],
        categoryName: ['This field must be lowercase.', 'This field must not have spaces.'],
      });
      const huge = await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: category({ rank: 2 ** 40 }),
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().fieldErrors.rank).toHaveLength(1);
    });

    it('updates a category by categoryName; the name itself never changes', async () => {
      const response = await admin({
        method: 'PUT',
        url: `${M}/categories/farmparks`,
        payload: category({ displayName: 'Farms', categoryName: 'farms', rank: 7 }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().response).toMatchObject({
        categoryName: 'farmparks',
        displayName: 'Farms',
        rank: 7,
      });
      const audit = await auditOf('category', 'farmparks');
      expect(audit.at(-1)).toMatchObject({
        action: 'update',
        changes: {
          displayName: { before: 'Farm Parks!', after: 'Farms' },
          rank: { before: 50, after: 7 },
        },
      });
      expect(Object.keys(audit.at(-1)!.changes).sort()).toEqual(['displayName', 'rank']);
    });

    it('answers 404 for an update of an unknown category', async () => {
      const response = await admin({
        method: 'PUT',
        url: `${M}/categories/nosuchthing`,
        payload: category(),
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses to delete a category attractions use, naming how many', async () => {
      const used = Number(
        (
          await ctx.database.pool.query(
            `select count(distinct a.id) as n from attractions a
             left join attraction_categories ac on ac.attraction_id = a.id
             join categories c on c.category_name = 'zoo'
             where a.main_category_id = c.id or ac.category_id = c.id`,
          )
        ).rows[0].n,
      );
      expect(used).toBeGreaterThan(0);
      const before = await rowCount(ctx.database, 'categories');
      const response = await admin({ method: 'DELETE', url: `${M}/categories/zoo` });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `This category is used by ${used} attractions. Remove it from them before deleting it.`,
      );
      expect(await rowCount(ctx.database, 'categories')).toBe(before);
    });

    it('refuses to delete the main category of an attraction group', async () => {
      await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: category({ displayName: 'Lonely' }),
      });
      const group = await admin({
        method: 'POST',
        url: `${M}/attractionGroups`,
        payload: {
          displayName: 'Lonely Group',
          websiteUrl: 'https://lonely.example.com',
          mainCategory: 'lonely',
          description: 'A group.',
          branding: { primaryColour: '#000000', secondaryColour: '#111111' },
        },
      });
      expect(group.statusCode).toBe(201);
      const response = await admin({ method: 'DELETE', url: `${M}/categories/lonely` });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/main category of 1 attraction group\b/);
    });

    it('deletes an unused category', async () => {
      const response = await admin({ method: 'DELETE', url: `${M}/categories/farmparks` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        result: true,
        response: { categoryName: 'farmparks' },
      });
      expect(
        (await admin({ method: 'PUT', url: `${M}/categories/farmparks`, payload: category() }))
          .statusCode,
      ).toBe(404);
      expect((await admin({ method: 'DELETE', url: `${M}/categories/farmparks` })).statusCode).toBe(
        404,
      );
      const trail = await admin({
        method: 'GET',
        url: `${M}/auditEvents?entityType=category&entityKey=farmparks`,
      });
      expect(trail.statusCode).toBe(200);
      expect(trail.json().results.map((e: { action: string }) => e.action)).toEqual([
        'delete',
        'update',
        'create',
      ]);
      expect(trail.json().results[0].changes.displayName).toEqual({ before: 'Farms', after: null });
    });

    it('refuses an audit query without a known entity type', async () => {
      const response = await admin({
        method: 'GET',
        url: `${M}/auditEvents?entityType=user&entityKey=x`,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['entityType']);
    });

    it('stores text as text: markup comes back exactly as sent', async () => {
      const displayName = '<b>Bold</b> & "Co" <script>x</script>';
      const response = await admin({
        method: 'POST',
        url: `${M}/categories`,
        payload: category({ displayName, categoryPageTitle: '<i>&amp;</i>' }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().response).toMatchObject({
        categoryName: 'bboldbcoscriptxscript',
        displayName,
        categoryPageTitle: '<i>&amp;</i>',
      });
    });
  });

  describe('regions', () => {
    const region = (overrides: Record<string, unknown> = {}) => ({
      displayName: 'Isle of Man',
      latitude: 54.23,
      longitude: -4.55,
      ...overrides,
    });

    it('creates a region with a derived regionName', async () => {
      const response = await admin({ method: 'POST', url: `${M}/regions`, payload: region() });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        result: true,
        response: {
          regionName: 'isleofman',
          displayName: 'Isle of Man',
          latitude: 54.23,
          longitude: -4.55,
          attractionCount: 0,
        },
      });
    });

    it('answers 409 for a duplicate and 400 with messages for bad values', async () => {
      expect(
        (
          await admin({
            method: 'POST',
            url: `${M}/regions`,
            payload: region({ displayName: 'London' }),
          })
        ).statusCode,
      ).toBe(409);
      const bad = await admin({
        method: 'POST',
        url: `${M}/regions`,
        payload: { displayName: '', latitude: 91 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({
        displayName: [REQUIRED],
        latitude: ['This field must be between -90 and 90.'],
        longitude: [REQUIRED],
      });
    });

    it('updates a region by regionName and counts its live attractions', async () => {
      const live = Number(
        (
          await ctx.database.pool.query(
            "select count(*) as n from attractions a join regions r on r.id = a.region_id where r.region_name = 'london' and a.is_live",
          )
        ).rows[0].n,
      );
      const response = await admin({
        method: 'PUT',
        url: `${M}/regions/london`,
        payload: {
          displayName: 'Greater London',
          latitude: 51.5,
          longitude: -0.12,
          regionName: 'greaterlondon',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().response).toEqual({
        regionName: 'london',
        displayName: 'Greater London',
        latitude: 51.5,
        longitude: -0.12,
        attractionCount: live,
      });
      expect(
        (await admin({ method: 'PUT', url: `${M}/regions/atlantis`, payload: region() }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('attraction groups', () => {
    const group = (overrides: Record<string, unknown> = {}) => ({
      displayName: 'Historic Houses',
      websiteUrl: 'historichouses.example.org',
      mainCategory: 'historic',
      description: 'Independent historic houses across the UK.',
      branding: { primaryColour: '#123456', secondaryColour: '#abc' },
      ...overrides,
    });

    it('creates a group: groupId derived, website scheme added, text colour defaulted', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractionGroups`,
        payload: group(),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().response).toEqual({
        groupId: 'historichouses',
        displayName: 'Historic Houses',
        websiteUrl: 'http://historichouses.example.org',
        mainCategory: 'historic',
        description: 'Independent historic houses across the UK.',
        branding: { primaryColour: '#123456', secondaryColour: '#abc', textColour: '#FFFFFF' },
        attractionCount: 0,
      });
      expect(
        (await admin({ method: 'POST', url: `${M}/attractionGroups`, payload: group() }))
          .statusCode,
      ).toBe(409);
    });

    it('enforces the SPEC §5 group rules with their messages', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractionGroups`,
        payload: group({
          displayName: 'x'.repeat(33),
          websiteUrl: 'not a url',
          mainCategory: 'N/A',
          description: 'd'.repeat(751),
          branding: { primaryColour: '#12345678', secondaryColour: '' },
        }),
      });
      expect(response.statusCode).toBe(400);
      const { 'branding.primaryColour': primaryColour, ...others } = response.json().fieldErrors;
      expect(others).toEqual({
        displayName: ['This field must be a maximum of 32 character(s).'],
        websiteUrl: ['Please enter a valid URL.'],
        mainCategory: ['A main category must be selected.'],
        description: ['This field must be a maximum of 750 character(s).'],
        'branding.secondaryColour': [REQUIRED],
      });
      expect(primaryColour).toContain('This field must be a maximum of 7 character(s).');
    });

    it('answers 400 for a main category that does not exist', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/attractionGroups`,
        payload: group({ displayName: 'Other', mainCategory: 'nosuchcategory' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        mainCategory: ['There is no category named "nosuchcategory".'],
      });
    });

    it('updates a group by groupId, keeping the groupId', async () => {
      const response = await admin({
        method: 'PUT',
        url: `${M}/attractionGroups/historichouses`,
        payload: group({ displayName: 'Houses', mainCategory: 'museum', groupId: 'houses' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().response).toMatchObject({
        groupId: 'historichouses',
        displayName: 'Houses',
        mainCategory: 'museum',
      });
      const [audit] = (await auditOf('attractionGroup', 'historichouses')).slice(-1);
      expect(audit?.changes).toEqual({
        displayName: { before: 'Historic Houses', after: 'Houses' },
        mainCategory: { before: 'historic', after: 'museum' },
      });
      expect(
        (await admin({ method: 'PUT', url: `${M}/attractionGroups/nobody`, payload: group() }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('facilities', () => {
    const facility = (overrides: Record<string, unknown> = {}) => ({
      displayName: 'Baby|Feeding',
      icon: { prefix: 'fas', iconName: 'baby' },
      types: ['Room', { name: 'Bottle warming' }, 'Room'],
      ...overrides,
    });

    it('creates a facility with its types; colour defaults to green', async () => {
      const response = await admin({ method: 'POST', url: `${M}/facilities`, payload: facility() });
      expect(response.statusCode).toBe(201);
      expect(response.json().response).toEqual({
        facilityName: 'babyfeeding',
        displayName: 'Baby|Feeding',
        colour: 'green',
        forDisabled: false,
        isActive: true,
        icon: { prefix: 'fas', iconName: 'baby' },
        availableDescription: '',
        unavailableDescription: '',
        unknownDescription: '',
        types: [{ name: 'Room' }, { name: 'Bottle warming' }],
        attractionCount: 0,
      });
      expect(
        (await admin({ method: 'POST', url: `${M}/facilities`, payload: facility() })).statusCode,
      ).toBe(409);
    });

    it('answers the icon message for a missing icon', async () => {
      const response = await admin({
        method: 'POST',
        url: `${M}/facilities`,
        payload: facility({ icon: undefined }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ icon: ['A valid icon must be selected.'] });
    });

    it('updates types by name: attractions keep the types that stay and lose the ones removed', async () => {
      const typeUse = async (name: string) =>
        Number(
          (
            await ctx.database.pool.query(
              `select count(*) as n from attraction_facility_types aft
               join facility_types ft on ft.id = aft.facility_type_id
               join facilities f on f.id = ft.facility_id
               where f.facility_name = 'parking' and ft.name = $1`,
              [name],
            )
          ).rows[0].n,
        );
      const freeBefore = await typeUse('Free');
      expect(freeBefore).toBeGreaterThan(0);
      const response = await admin({
        method: 'PUT',
        url: `${M}/facilities/parking`,
        payload: facility({ displayName: 'Parking', types: ['Coach', 'Free'], colour: '#2E7D32' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().response).toMatchObject({
        facilityName: 'parking',
        displayName: 'Parking',
        types: [{ name: 'Coach' }, { name: 'Free' }],
      });
      expect(await typeUse('Free')).toBe(freeBefore);
      expect(await typeUse('Paid')).toBe(0);
      expect(
        (await admin({ method: 'PUT', url: `${M}/facilities/nosuch`, payload: facility() }))
          .statusCode,
      ).toBe(404);
    });

    it('deletes a facility, answering {result: true}, then {result: false} once it is gone', async () => {
      const listed = await rowCount(ctx.database, 'attraction_facilities');
      const deleted = await admin({ method: 'DELETE', url: `${M}/facilities/lockers` });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ result: true });
      expect(await rowCount(ctx.database, 'attraction_facilities')).toBeLessThanOrEqual(listed);
      const again = await admin({ method: 'DELETE', url: `${M}/facilities/lockers` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ result: false, statusCode: 404 });
      expect(changes).toContain('facility lockers deleted');
    });
  });
});
