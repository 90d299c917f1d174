import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPrerenderedPage } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives pre-rendered (scripts/prerender.mjs marks its root; rendered without a query): once
// its modules are loaded, hydration adopts that HTML. A query can change the first render (the login's SSO
// error), so such a visit renders afresh (React replaces the HTML when it commits), as does every other page
// into the empty shell.
const hydrate = container.hasAttribute('data-prerendered') && window.location.search === '';
await preloadPrerenderedPage(window.location.pathname, hydrate);
if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
