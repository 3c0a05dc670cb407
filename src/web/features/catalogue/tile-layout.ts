/**
 * Column rules of the tile pages (SPEC §2). MUI's grid has 12 columns, so a tile's width is 12
 * divided by the tiles per row (docs/decisions/086).
 */

/** Category, region and facility tiles: 12 / count when fewer than 3, else 3 per row. */
export function tileColumns(count: number, defaultColumns = 3): number {
  if (count >= 1 && count < defaultColumns) return count;
  return defaultColumns;
}

export function tileWidth(count: number, defaultColumns = 3): number {
  return 12 / tileColumns(count, defaultColumns);
}

export interface ResponsiveColumns {
  /** Phones. */
  xs: number;
  /** Tablets. */
  sm: number;
  /** Wide screens. */
  lg: number;
}

/**
 * Attraction groups: 1 column for 1 group, 2 for 2, otherwise 3 on wide screens; phones 1;
 * tablets at most 2.
 */
export function groupColumns(count: number): ResponsiveColumns {
  const wide = count <= 1 ? 1 : count === 2 ? 2 : 3;
  return { xs: 1, sm: Math.min(wide, 2), lg: wide };
}
