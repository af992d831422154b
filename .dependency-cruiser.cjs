// The rooms of src/ (README "Folders", docs/decisions.md "Feature folders"), checked by `npm run lint` (so by CI):
// - a feature imports the kernel (src/core), src/shared, its own folder and other features' public files only: their
//   index.ts (the domain API), their web.ts (views, pages, route helpers), and the client-safe views islands render
//   (the folders below, also listed in src/build/island-imports.ts);
// - a feature's domain/ imports other features' index.ts only, never a web.ts nor any routes/ or views/ (its own
//   either): so a domain module's graph (and its unit tests') holds no route, view or page of any feature;
// - a feature's routers.ts (its routers and middlewares) is for createApp (src/app.ts) only;
// - the kernel imports no feature;
// - src/shared imports neither the kernel nor a feature, and nothing an island reaches is server code (the client
//   build's guard, src/build/islands-server-guard.ts, checks the same at build time).
// Tests may reach into any feature: they are not product code.
const TESTS = '(^|/)tests/|\\.test\\.tsx?$';
const CLIENT_SAFE = [
  '^src/shared/',
  '^src/core/rendering/hydration/',
  '^src/features/site/views/sections/',
  '^src/features/site/views/site/',
  '^src/features/rsvp/views/guest-forms/',
];

module.exports = {
  forbidden: [
    {
      name: 'feature-reaches-into-another-feature',
      comment: 'A feature uses another feature only through its index.ts or web.ts (or the client-safe views islands share).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|web)\\.ts$', ...CLIENT_SAFE] },
    },
    {
      name: 'domain-imports-web',
      comment: "A feature's domain/ uses other features' domain API (index.ts): no web.ts, and no routes/ or views/ (its own either).",
      severity: 'error',
      from: { path: '^src/features/[^/]+/domain/', pathNot: TESTS },
      to: { path: '^src/features/[^/]+/(web\\.ts$|routes/|views/)' },
    },
    {
      name: 'routers-are-for-create-app',
      comment: "A feature's routers.ts is what createApp mounts; everything else uses the feature's index.ts or web.ts.",
      severity: 'error',
      from: { pathNot: ['^src/app\\.ts$', TESTS] },
      to: { path: '^src/features/[^/]+/routers\\.ts$' },
    },
    {
      name: 'kernel-imports-a-feature',
      comment: 'src/core is what every feature uses; it knows no feature (src/app.ts lists the features).',
      severity: 'error',
      from: { path: '^src/core/', pathNot: TESTS },
      to: { path: '^src/features/' },
    },
    {
      name: 'shared-imports-server-code',
      comment: 'src/shared is what islands may import: schemas, pure rules, texts, formatters, browser helpers.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TESTS },
      to: { path: '^src/(core|features)/', pathNot: '^src/core/rendering/hydration/' },
    },
    {
      name: 'island-reaches-server-code',
      comment: 'Islands run in browsers: nothing they reach, directly or not, may be server code.',
      severity: 'error',
      from: { path: '^islands/', pathNot: TESTS },
      to: { path: '^(src/(core|features|cli|seed|ops|build)/|jobs/)', pathNot: CLIENT_SAFE, reachable: true },
    },
    {
      name: 'product-code-imports-tests',
      severity: 'error',
      from: { path: '^(src|islands|jobs)/', pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
