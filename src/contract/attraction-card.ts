// What a card shows of a place (SPEC §2: picture, name, town, price band, rating, key facts): the
// part of an attraction a list of cards needs. The related and "similar nearby" cards keep only
// this in their query state, which the page hands to the browser: six whole attractions were
// about 24 KB of an attraction page's HTML, the cards use about a third of it (decision 190).
import type { Attraction, AttractionFacility } from './attraction.js';

export type CardAttraction = Pick<
  Attraction,
  | 'id'
  | 'name'
  | 'location'
  | 'attractionGroups'
  | 'rating'
  | 'price'
  | 'mainCategory'
  | 'photo'
  | 'closure'
  | 'openingHours'
  | 'ages'
  | 'setting'
  | 'typicalSetting'
  | 'pictureSubject'
  | 'nearestStation'
  | 'distance'
> & {
  /** Each known facility's name and state: what a card says under an access filter. */
  facilities: Pick<AttractionFacility, 'name' | 'state'>[];
};

/** The card's part of an attraction, without the distance (the caller's point is not the visitor's). */
export function toCardAttraction(attraction: Attraction): CardAttraction {
  return {
    id: attraction.id,
    name: attraction.name,
    location: attraction.location,
    attractionGroups: attraction.attractionGroups,
    rating: attraction.rating,
    price: attraction.price,
    mainCategory: attraction.mainCategory,
    photo: attraction.photo,
    closure: attraction.closure,
    openingHours: attraction.openingHours,
    ages: attraction.ages,
    setting: attraction.setting,
    typicalSetting: attraction.typicalSetting,
    pictureSubject: attraction.pictureSubject,
    nearestStation: attraction.nearestStation,
    facilities: attraction.facilities.map(({ name, state }) => ({ name, state })),
  };
}
