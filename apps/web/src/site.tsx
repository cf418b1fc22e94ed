import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadSitePage } from './app/publicRoutes.tsx';
import { SiteApp } from './app/SiteApp.tsx';
import { startSiteI18n } from './i18n/site.ts';
import './site.css';

/*
 * The public site's entry (site.html, decisions/022): the public pages without antd, the query
 * cache or the app. The server sends it, pre-rendered, for those pages; every other path loads the
 * app (main.tsx).
 */
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

async function start(container: HTMLElement) {
  // The page's texts and its code load side by side; the pre-rendered HTML stays until both are in.
  await Promise.all([startSiteI18n(), preloadSitePage(window.location.pathname).catch(() => undefined)]);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <SiteApp />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start(root);
