import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from './breadcrumb';

describe('the admin breadcrumb', () => {
  it('is empty on paths without "admin/"', () => {
    expect(buildBreadcrumb('/admin')).toEqual([]);
    expect(buildBreadcrumb('/admin/')).toEqual([]);
    expect(buildBreadcrumb('/attraction/edit/12')).toEqual([]);
    expect(buildBreadcrumb('/')).toEqual([]);
  });

  it('links each page on the way and leaves the last item as text', () => {
    expect(buildBreadcrumb('/admin/categories/all')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Categories', to: '/admin/categories' },
      { label: 'All', to: null },
    ]);
  });

  it('renders items that are not pages as plain text', () => {
    expect(buildBreadcrumb('/admin/facilities/edit/babychanging/')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Facilities', to: '/admin/facilities' },
      { label: 'Edit', to: null },
      { label: 'babychanging', to: null },
    ]);
    expect(buildBreadcrumb('/admin/manageSocial/42')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Manage Social', to: null },
      { label: '42', to: null },
    ]);
  });

  it('decodes escaped segments', () => {
    expect(buildBreadcrumb('/admin/regions/edit/north%20wales').at(-1)).toEqual({
      label: 'north wales',
      to: null,
    });
  });
});
