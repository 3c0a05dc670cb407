import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('business constants (SPEC §9)', () => {
  it('offers the distance choices in miles, defaulting to any', () => {
    expect(c.DISTANCE_OPTIONS_MILES).toEqual(['any', 1, 5, 10, 25, 50]);
    expect(c.DEFAULT_DISTANCE).toBe('any');
  });

  it('converts units and measures the earth as SPEC says', () => {
    expect(c.KM_PER_MILE).toBe(1.60934);
    expect(c.MILES_PER_KM).toBe(0.62137);
    expect(c.EARTH_RADIUS_KM).toBe(6371);
  });

  it('defaults to London and the closest-first sort', () => {
    expect(c.DEFAULT_LOCATION).toEqual({ name: 'London', latitude: 51.52, longitude: -0.09 });
    expect(c.DEFAULT_SORT).toBe('closest');
  });

  it('pages lists as SPEC says', () => {
    expect(c.RELATED_LIMIT).toBe(6);
    expect(c.ALL_LIST_PAGE_SIZE).toBe(1000);
    expect(c.DEFAULT_PAGE_SIZE).toBe(24);
    expect(c.MAX_PAGE_SIZE).toBe(1000);
    expect(c.MIN_TOTAL_PAGES).toBe(1);
  });

  it('times the interface as SPEC says', () => {
    expect(c.SNACKBAR_AUTO_HIDE_MS).toEqual({ default: 6000, adminAndAttractionPage: 3000 });
    expect(c.FACILITY_SAVE_DELAY_MS).toBe(100);
    expect(c.MAP_DRAW_DELAY_MS).toBe(100);
    expect(c.SUCCESS_ACTION_DELAY_MS).toBe(150);
    expect(c.MAINTENANCE_PAGE_DELAY_MS).toBe(100);
    expect(c.DRAWER_SEARCH_CLOSE_DELAY_MS).toBe(150);
    expect(c.GEOLOCATION_TIMEOUT_MS).toBe(5000);
    expect(c.SOCIAL_FRESHNESS_DAYS).toBe(365);
  });

  it('sets map, colour, cookie and layout defaults', () => {
    expect([c.MAP_ZOOM, c.MAP_MAX_ZOOM]).toEqual([13, 18]);
    expect(c.DEFAULT_CATEGORY_RANK).toBe(1000);
    expect(c.DEFAULT_BRANDING_TEXT_COLOUR).toBe('#FFFFFF');
    expect(c.DEFAULT_FACILITY_COLOUR).toBe('green');
    expect(c.FACILITY_TILE_DEFAULT_COLOUR).toBe('blue');
    expect(c.COOKIE_LIFETIME_MONTHS).toBe(6);
    expect(c.DRAWER_WIDTH_PX).toBe(260);
    expect(c.ADMIN_TILE_COLUMNS).toEqual({ large: 3, medium: 2 });
  });

  it('limits fields as SPEC §5 says', () => {
    expect(c.FIELD_LIMITS).toMatchObject({
      attractionName: 80,
      attractionDescription: 1000,
      addressLine: 120,
      town: 120,
      postcode: 10,
      country: 80,
      googlePlaceId: 100,
      groupDisplayName: 32,
      groupDescription: 750,
      colour: 7,
      searchTerm: 200,
    });
  });

  it('defaults the feature flags as SPEC says', () => {
    expect(c.FEATURE_FLAG_DEFAULTS).toEqual({
      featuredBanner: true,
      emailBanner: true,
      holdingPage: false,
      changeableSearchLocation: true,
      distanceToggle: false,
      personalisation: false,
      darkMode: false,
    });
  });

  it('remembers the email sign-up under SPEC’s local-storage key', () => {
    expect(c.EMAIL_SIGNUP_STORAGE_KEY).toBe('email-signup-complete');
  });
});
