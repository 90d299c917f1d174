import { z } from 'zod';

/**
 * The app runs under a strict CSP (script-src 'self'). Zod probes `new Function` for its JIT as soon as an
 * object schema is built, which the browser blocks and reports as a CSP violation. Turning the JIT off must
 * happen before any schema exists, so main.tsx imports this module first.
 */
z.config({ jitless: true });
