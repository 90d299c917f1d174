import { config } from 'zod/v4/core';

/**
 * The app runs under a strict CSP (script-src 'self'). Zod probes `new Function` for its JIT as soon as an
 * object schema is built, which the browser blocks and reports as a CSP violation. Turning the JIT off must
 * happen before any schema exists.
 *
 * vite.config.ts aliases the bare 'zod' import (the app's and @app/contracts') to this module, so every
 * module that builds a schema imports it, and ES modules evaluate an import before the importer's body:
 * the config runs before the first schema, whichever lazy chunk loads zod first. That is why the entry no
 * longer imports zod up front (pages without forms never download it). This file imports zod through its
 * 'zod/v4' subpaths, which the alias leaves alone, and re-exports exactly what 'zod' exports.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
