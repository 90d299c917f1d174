// After `vite build` (the browser's build) and `vite build --ssr src/entry-server.tsx
// --outDir dist/ssr`: writes each public page's HTML to dist/prerendered/ with a pages.json the server reads
// (path → file), then removes what the browser must not download (the server bundle).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// React's production build, as in the browser.
process.env.NODE_ENV = 'production';
const { render, prerenderedPaths } = await import(pathToFileURL(path.join(dist, 'ssr/entry-server.js')).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');

const fileOf = (pagePath) => `${pagePath === '/' ? 'home' : pagePath.slice(1)}.html`;
await mkdir(path.join(dist, 'prerendered'), { recursive: true });
const pages = {};
for (const pagePath of prerenderedPaths) {
  // The page's lazy chunks are not modulepreloaded: Lighthouse's simulated first paint counts every request
  // the head starts, and the page paints without them (login: 89-94 with them, 96-98 without). main.tsx
  // imports them (their dependencies in parallel) before hydrating, one round trip later.
  // React puts the page's <title> and <meta> (components/seo/head.tsx) first: they go to the head, in
  // place of the shell's, where hydration finds them.
  const [, hoisted, body] = (await render(pagePath)).match(
    /^((?:<title>[^<]*<\/title>|<meta [^>]*>)*)(.*)$/s,
  );
  let head = template;
  for (const element of hoisted.match(/<title>[^<]*<\/title>|<meta [^>]*>/g) ?? []) {
    const name = element.match(/^<meta name="([^"]+)"/)?.[1];
    if (element.startsWith('<title>')) head = head.replace(/<title>[^<]*<\/title>/, '');
    else if (name) head = head.replace(new RegExp(`<meta\\s+name="${name}"[^>]*>\\s*`), '');
  }
  const html = head
    .replace('</head>', `${hoisted}</head>`)
    // The page reads without JavaScript: the shell's notice is for the pages that do not.
    .replace(/<noscript>.*?<\/noscript>\s*/s, '')
    // The mark tells main.tsx to hydrate.
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
  if (!html.includes('<title>')) throw new Error(`${pagePath}: no title`);
  if (!html.includes('<div id="root" data-prerendered><'))
    throw new Error(`${pagePath}: no root in index.html`);
  await writeFile(path.join(dist, 'prerendered', fileOf(pagePath)), html);
  pages[pagePath] = fileOf(pagePath);
}
await writeFile(path.join(dist, 'prerendered/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
await rm(path.join(dist, 'ssr'), { recursive: true });
console.log(`pre-rendered ${Object.keys(pages).join(', ')}`);
