import module from 'node:module';

// Restarts skip recompiling the dependencies: Node keeps compiled code in its on-disk compile cache.
// The server is imported only after this, since static imports would load before it runs.
module.enableCompileCache?.();
await import('./server');
