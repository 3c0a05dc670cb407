import { describe, expect, it } from 'vitest';
import { fallbackPicture } from './catalogue-images.js';
import { pictureSubjectOfCastle, pictureSubjectOfMuseum } from './picture-subjects.js';

describe('the drawing of a kind of place (decision 133)', () => {
  it('follows the source’s subject, the most specific part first', () => {
    expect(pictureSubjectOfMuseum('Arts-Fine_and_decorative_arts')).toBe('art');
    expect(pictureSubjectOfMuseum('Arts-Music')).toBe('musicfilm');
    expect(pictureSubjectOfMuseum('War_and_conflict-Navy')).toBe('maritime');
    expect(pictureSubjectOfMuseum('War_and_conflict-Regiment')).toBe('military');
    expect(pictureSubjectOfMuseum('War_and_conflict-Castles_and_forts')).toBe('castlekeep');
    expect(pictureSubjectOfMuseum('Transport-Trains_and_railways')).toBe('railways');
    expect(pictureSubjectOfMuseum('Transport-Aviation')).toBe('transport');
    expect(pictureSubjectOfMuseum('Sea_and_seafaring-Boats_and_ships')).toBe('maritime');
    expect(pictureSubjectOfMuseum('Buildings-Houses-Large_houses')).toBe('houses');
    expect(pictureSubjectOfMuseum('Rural_Industry-Watermills')).toBe('industry');
    expect(pictureSubjectOfMuseum('Leisure_and_sport-Toys_and_models')).toBe('toys');
    expect(pictureSubjectOfMuseum('Natural_world-Dinosaurs')).toBe('naturalhistory');
    expect(pictureSubjectOfMuseum('Archaeology-Roman')).toBe('archaeology');
    expect(pictureSubjectOfMuseum('Science_and_technology-Other')).toBe('science');
    expect(pictureSubjectOfMuseum('Local_Histories')).toBe('localhistory');
    expect(pictureSubjectOfMuseum('Mixed-Encyclopaedic')).toBe('localhistory');
    expect(pictureSubjectOfCastle('ruin')).toBe('castleruin');
    expect(pictureSubjectOfCastle('palace')).toBe('castlepalace');
    expect(pictureSubjectOfCastle('fortress')).toBe('castlekeep');
  });

  it('shows the subject’s drawing before the category’s, and only the skeleton for natural history', () => {
    const museum = { id: 3, mainCategory: { categoryName: 'museum' } };
    expect(fallbackPicture({ ...museum, pictureSubject: 'art' })).toBe('/images/subjects/art.svg');
    expect(fallbackPicture({ ...museum, pictureSubject: 'naturalhistory' })).toMatch(
      /^\/images\/categories\/museum(-\d)?\.svg$/,
    );
    expect(fallbackPicture({ ...museum, pictureSubject: 'houses' })).toMatch(
      /^\/images\/categories\/historic(-\d)?\.svg$/,
    );
    expect(fallbackPicture({ ...museum, pictureSubject: null })).toMatch(/categories\/museum/);
  });
});
