/**
 * How each featured slide is painted. The server sends words and a link; the look belongs to the
 * site. Category slides take their category's colours; the two unlinked slides their own.
 */
export interface BannerStyle {
  from: string;
  to: string;
}

const byCategory: Record<string, BannerStyle> = {
  experience: { from: '#ad1457', to: '#4a0a2a' },
  aquarium: { from: '#0277bd', to: '#01304f' },
  zoo: { from: '#2e7d32', to: '#0f3312' },
  museum: { from: '#6a1b9a', to: '#2a0a3f' },
  themepark: { from: '#c62828', to: '#4d0f0f' },
};

const byKind: Record<string, BannerStyle> = {
  'mailing-list': { from: '#0b5d4b', to: '#04241d' },
  social: { from: '#283593', to: '#0e1440' },
};

export function bannerStyle(kind: string, categoryName: string | null): BannerStyle {
  return (
    (categoryName ? byCategory[categoryName] : undefined) ?? byKind[kind] ?? byKind['mailing-list']!
  );
}
