import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from '../home/HomePage';
import { Layout } from './Layout';
import { SiteConfigContext } from './site-config-context';
import type { SiteConfig } from './site-config';
import { theme } from './theme';

export function App({ siteConfig }: { siteConfig: SiteConfig }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <SiteConfigContext.Provider value={siteConfig}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<HomePage />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </SiteConfigContext.Provider>
  );
}
