import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createWindowServices } from './providers/browser-services';
import { initialVisitorState } from './providers/visitor-state';
import { AppRoutes } from './app/routes';
import {
  QUERY_STATE_ELEMENT_ID,
  RENDERED_AT_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '../contract/server-render';
import { readRenderedAt } from './providers/render-clock';
import { createQueryClient } from './api/query-client';
import { hydrateQueryState } from './api/query-state';
import { readSiteConfig } from './providers/site-config';
import { reportRecoverableError } from './lib/recoverable-errors';

// The browser boundary: the only place that reads the document, cookies and window, once, and
// hands the results to the app as props.
const container = document.getElementById('root');
if (container) {
  const siteConfig = readSiteConfig();
  // A server-rendered page hands over the answers it was rendered from (decision 097).
  const queryClient = createQueryClient();
  hydrateQueryState(queryClient, document.getElementById(QUERY_STATE_ELEMENT_ID));
  // The response's CSP nonce rides on the site-config script: the styles emotion adds later
  // carry it, so style-src needs no 'unsafe-inline' (decision 098).
  const nonce = (document.getElementById('site-config') as HTMLScriptElement | null)?.nonce;
  const emotionCache = createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
  const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  const renderedAt = serverRendered
    ? readRenderedAt(container.getAttribute(RENDERED_AT_ATTRIBUTE))
    : null;
  const services = createWindowServices(window);
  const cookies = services.cookies.read();
  const app = (
    <StrictMode>
      <App
        siteConfig={siteConfig}
        services={services}
        {...initialVisitorState(cookies, siteConfig)}
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
        queryClient={queryClient}
        emotionCache={emotionCache}
        serverRendered={serverRendered}
        renderedAt={renderedAt}
      >
        <AppRoutes />
      </App>
    </StrictMode>
  );
  // Either way React yields to the browser every few milliseconds as it works, so starting the
  // app is not one long main-thread task (decision 047).
  if (serverRendered) {
    hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
  } else {
    const root = createRoot(container, { onRecoverableError: reportRecoverableError });
    startTransition(() => root.render(app));
  }
}

// The offline worker (decision 171) starts after the page has loaded, in a chunk of its own: the
// first view's JavaScript does not grow, and nothing competes with the page for the network.
const startOffline = () => void import('./lib/offline-worker').then((m) => m.startOfflineWorker());
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
