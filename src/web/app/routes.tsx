import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import {
  NOT_FOUND_PAGE_MODULE,
  PAGES,
  type PageKey,
  type PageRoute,
} from '../../contract/page-routes';
import { HoldingGate } from '../features/system/HoldingGate';
import { Layout } from './shell/Layout';

// Props are the page's own: the table's `module` says which component takes them.
type PageComponent = ComponentType<Record<string, unknown>>;

/**
 * Every module a page in the table may name, as lazy loaders keyed by path: one chunk per page,
 * so the first view loads only its own page's code. The admin area is one chunk (its route table
 * and frame) with each admin page a chunk inside it (decision 060).
 */
const PAGE_LOADERS = {
  ...import.meta.glob<{ default: PageComponent }>([
    '../features/**/*Page.tsx',
    '!../features/admin/**',
    '../components/NotFoundPage.tsx',
  ]),
  // Apart: a negative pattern applies to the whole glob.
  ...import.meta.glob<{ default: PageComponent }>('../features/admin/AdminRoutes.tsx'),
};

const lazyByModule = new Map<string, LazyExoticComponent<PageComponent>>();

/** The lazy component of a module the page table names (decision 182), one per module. */
function pageComponent(module: string): LazyExoticComponent<PageComponent> {
  let component = lazyByModule.get(module);
  if (!component) {
    const load = PAGE_LOADERS[`../${module}`];
    if (!load) throw new Error(`No page module ${module}: fix src/contract/page-routes.ts`);
    component = lazy(load);
    lazyByModule.set(module, component);
  }
  return component;
}

/** What a page's component is given besides its path: the list's path filters, and modes. */
function pageProps(page: PageKey): Record<string, unknown> {
  const route: PageRoute = PAGES[page];
  if (route.pathFilters) return { pathFilters: route.pathFilters.map(({ kind }) => kind) };
  if (page === 'attraction') return { mode: 'view' };
  if (page === 'emailConfirm') return { action: 'confirm' };
  if (page === 'emailUnsubscribe') return { action: 'unsubscribe' };
  return {};
}

function pageElement(page: PageKey) {
  const Page = pageComponent(PAGES[page].module);
  return <Page {...pageProps(page)} />;
}

const NotFoundPage = pageComponent(NOT_FOUND_PAGE_MODULE);

/**
 * Loads every server-rendered page's module (and the not-found page's) ahead of its first
 * visitor: a render worker calls this as it starts, so no visitor's render waits for a chunk to
 * load and compile (decision 185).
 */
export function loadServerRenderedPages(): Promise<unknown> {
  const modules = new Set([
    NOT_FOUND_PAGE_MODULE,
    ...Object.values(PAGES)
      .filter((route: PageRoute) => route.rendering === 'server')
      .map((route: PageRoute) => route.module),
  ]);
  const loads = [...modules].map((module) => PAGE_LOADERS[`../${module}`]);
  return Promise.all(loads.filter((load) => load !== undefined).map((load) => load()));
}
const ROUTED_PAGES = (Object.keys(PAGES) as PageKey[]).filter(
  (page) => page !== 'home' && page !== 'admin',
);

/**
 * The visitor routes of SPEC §2, all from the page table (src/contract/page-routes.ts) that the
 * server's page metadata, render, preloads and first answers read too. Path parameters of the
 * list act as pre-selected filters: /categories/{categoryName}, /regions/{regionName},
 * /facilities/{facilityName} and /search/{searchText}. The router ranks static segments first,
 * so /attraction/submit wins over /attraction/:attractionId whatever the order.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <HoldingGate>
            <Layout />
          </HoldingGate>
        }
      >
        <Route index element={pageElement('home')} />
        {ROUTED_PAGES.map((page) => (
          <Route key={page} path={PAGES[page].pattern} element={pageElement(page)} />
        ))}
        {/* Every path under /admin is matched inside the admin area's own table. */}
        <Route path={`${PAGES.admin.pattern}/*`} element={pageElement('admin')} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
