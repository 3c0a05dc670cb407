import { describe, expect, it } from 'vitest';
import { groupColumns, tileColumns, tileWidth } from './tile-layout';

describe('tile widths', () => {
  it('share the row between one or two tiles', () => {
    expect(tileWidth(1)).toBe(12);
    expect(tileWidth(2)).toBe(6);
  });

  it('default to 3 columns', () => {
    expect(tileColumns(3)).toBe(3);
    expect(tileColumns(19)).toBe(3);
    expect(tileWidth(14)).toBe(4);
    expect(tileColumns(0)).toBe(3);
  });
});

describe('group columns', () => {
  it('is 1 for one group and 2 for two', () => {
    expect(groupColumns(1)).toEqual({ xs: 1, sm: 1, lg: 1 });
    expect(groupColumns(2)).toEqual({ xs: 1, sm: 2, lg: 2 });
  });

  it('is 3 on wide screens, at most 2 on tablets and 1 on phones otherwise', () => {
    expect(groupColumns(3)).toEqual({ xs: 1, sm: 2, lg: 3 });
    expect(groupColumns(10)).toEqual({ xs: 1, sm: 2, lg: 3 });
  });
});
