import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readSiteConfig } from './app/site-config';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App siteConfig={readSiteConfig()} />
    </StrictMode>,
  );
}
