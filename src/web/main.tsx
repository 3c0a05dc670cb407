import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createWindowServices } from './providers/browser-services';
import { AppRoutes } from './app/routes';
import { INITIAL_ANSWERS_ELEMENT_ID } from '../contract/api-paths';
import { primeInitialAnswers, readInitialAnswers } from './api/initial-answers';
import { readSiteConfig } from './providers/site-config';
import { readAdminSession } from './providers/admin-session/admin-cookies';
import { readPreferences } from '../contract/preferences';

// The browser boundary: the only place that reads the document, cookies and window, once, and
// hands the results to the app as props.
const container = document.getElementById('root');
if (container) {
  const siteConfig = readSiteConfig();
  primeInitialAnswers(readInitialAnswers(document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)));
  const services = createWindowServices(window);
  const cookies = services.cookies.read();
  const root = createRoot(container);
  // The first render is a transition: React yields to the browser every few milliseconds as it
  // builds the page, so starting the app is not one long main-thread task (decision 047).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App
          siteConfig={siteConfig}
          services={services}
          initialPreferences={readPreferences(cookies, siteConfig.features.personalisation)}
          initialAdminSession={readAdminSession(cookies)}
          router={(children) => <BrowserRouter>{children}</BrowserRouter>}
        >
          <AppRoutes />
        </App>
      </StrictMode>,
    );
  });
}
