/**
 * The dependency rules `npm run lint` checks (dependency-cruiser). The layers are described in
 * README.md (Architecture → Layers) and docs/decisions/011-dependency-rules.md.
 *
 * Tests may reach into any layer to set up what they check; no code outside tests imports them.
 *
 * Server, top to bottom: the composition root (app.ts, server.ts, compose.ts, cli/) knows every domain;
 * domains (modules/<domain>/) know each other only through services; infrastructure (config/, db/,
 * lib/, jobs/, mail/, plugins/) knows no domain. Web: app/ composes features; a feature knows no
 * other feature; shared code (components/, lib/, config/, hooks/) knows no feature.
 */
const SERVER = '^apps/server/src/';
const COMPOSITION_ROOT = `${SERVER}(app|server|compose)\\.ts$|${SERVER}cli/`;
const INFRASTRUCTURE = `${SERVER}(config|db|lib|jobs|mail|plugins|types)/`;
const TEST_CODE = ['\\.test\\.tsx?$', '(^|/)test/', '(^|/)fixtures?/', '^e2e/', '^bench/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle (type-only imports included): move what the files share to the lower one, or to a *.types.ts beside it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'infrastructure-knows-no-domain',
      comment:
        'config/, db/, lib/, jobs/, mail/ and plugins/ serve every domain and import none: take what you need as a parameter or an option, and let the composition root (app.ts, compose.ts) wire it.',
      severity: 'error',
      from: { path: INFRASTRUCTURE, pathNot: TEST_CODE },
      to: { path: [`${SERVER}modules/`, `${SERVER}context\\.ts$`, COMPOSITION_ROOT] },
    },
    {
      name: 'domains-below-the-composition-root',
      comment:
        'Only app.ts, server.ts, compose.ts and cli/ wire the domains together; a domain never imports them.',
      severity: 'error',
      from: { path: `${SERVER}(modules/|context\\.ts$)`, pathNot: TEST_CODE },
      to: { path: COMPOSITION_ROOT },
    },
    {
      name: 'domains-meet-through-services',
      comment:
        'A domain uses another domain through its service (and its pure logic, types and job declarations), never its repository, routes, plugins or job handlers: add a service function in the other domain.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST_CODE },
      to: {
        path: `${SERVER}modules/[^/]+/.*\\.(repository|routes|plugin|job-handler)\\.ts$`,
        pathNot: `${SERVER}modules/$1/`,
      },
    },
    {
      name: 'web-features-are-independent',
      comment:
        'A web feature never imports another: move what both need to components/, lib/ or config/, or compose the two in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-knows-no-feature',
      comment:
        'components/, lib/, config/ and hooks/ sit below the features and the app: they import neither.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config|hooks|types|utils)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-the-app',
      comment: 'app/ (router, providers, routes) composes the features; a feature never imports it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'apps-are-apart',
      comment: 'The web and the server share code only through packages/ (the zod contracts).',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-know-no-app',
      comment: 'packages/ sit below both apps.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Test helpers, fixtures and test files are imported only by tests (and e2e/, bench/).',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API yet: swc parses TypeScript, and its syntax tree keeps type-only
    // imports, so circles through types are found too.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
};
