import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/*
 * The "never" arrows of docs/architecture.md, one no-restricted-imports rule per folder pattern. ESLint does not merge
 * the options of one rule across config objects (the last match wins), so each file pattern lists every arrow that
 * applies to it.
 */
const SERVER_FEATURES =
  "admin-auth|analytics|audit|backups|comments|contact|digest|feeds|manage|moderation|my-data|notices|payments|saved-searches|search|seed|settings|signals|subscribers|team";
const arrow = (regex, message) => ({ regex, message });
const NO_TEST_SUPPORT = arrow("(^|/)test/", "Runtime code never imports test support (server/test/).");
const NO_CLIENT = arrow("(^|/)client/|^@/", "server/ never imports client/ code.");
const NO_FEATURE = arrow(
  `^\\.\\./(${SERVER_FEATURES})/`,
  "Infrastructure (http, db, jobs, mail, images, ssr, metrics) never imports a feature: features plug into it.",
);
const NO_ROUTES = arrow(
  "^\\.\\.?/([a-z-]+/)?[a-z-]+-routes$",
  "Routes sit on top: only app.ts and other routes import a route module.",
);
const NO_MODERATION = arrow(
  "^\\.\\./(moderation|admin-auth)/",
  "Moderation and sign-in sit above the notices, comments, signals and audit they act on: move the shared piece down.",
);
const NO_ABOVE_NOTICES = arrow(
  "^\\.\\./(admin-auth|backups|comments|contact|digest|feeds|manage|moderation|my-data|payments|saved-searches|seed|settings|subscribers)/",
  "notices/ is the board every other feature builds on: it never imports a feature above it (move the shared piece into notices/).",
);
const NO_SERVICE = arrow("-service$", "A repository never calls a service: services call repositories.");
const NO_HTTP = arrow(
  "(^|/)http/|^fastify$",
  "Services and repositories know nothing of HTTP (server/http/, fastify).",
);
const NO_ABOVE_COMPONENTS = arrow(
  "^@/(features|pages|app-shell|app$)|(^|/)(features|pages|app-shell)/",
  "components/ and lib/ sit below features: they never import features, pages or the app shell.",
);
const NO_PAGES_OR_SHELL = arrow(
  "^@/(pages|app-shell|app$)|(^|/)(pages|app-shell)/",
  "A feature never imports a page or the app shell.",
);
const NO_SHELL = arrow("^@/(app-shell|app$)|(^|/)app-shell/", "A page never imports the app shell.");
const NO_PAGES = arrow(
  "^@/(pages|app$)|(^|/)pages/",
  "The app shell never imports a page: app.tsx routes to pages.",
);
const NO_CLIENT_TO_SERVER = arrow("(^|/)server/", "client/ never imports server/ code.");
const NO_COMMON_OUT = arrow(
  "(^|/)(server|client)/|^@/|^node:",
  "common/ imports neither server/ nor client/ nor Node.",
);
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
const SERVER_TESTS = ["server/**/*.test.ts", "server/test/**"];
/** The arrows of each kind of server file; a folder's own arrows are added to every kind (the last match wins). */
const SERVER_KINDS = [
  ["*.ts", [NO_TEST_SUPPORT, NO_CLIENT]],
  ["*-job.ts", [NO_TEST_SUPPORT, NO_CLIENT, NO_ROUTES]],
  ["*-service.ts", [NO_TEST_SUPPORT, NO_CLIENT, NO_ROUTES, NO_HTTP]],
  ["*-repository.ts", [NO_TEST_SUPPORT, NO_CLIENT, NO_ROUTES, NO_SERVICE, NO_HTTP]],
];
const serverZone = (folders, arrows = []) =>
  SERVER_KINDS.map(([name, kind]) =>
    restrict([`server/${folders}/**/${name}`], [...kind, ...arrows], SERVER_TESTS),
  );
/** Feature folders below moderation (scripts/check-folder-cycles.ts keeps every folder graph free of cycles). */
const BELOW_MODERATION = "{analytics,audit,comments,manage,payments,search,settings,signals}";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "migrations/**",
      "test-results/**",
      "playwright-report/**",
      ".data-*/**",
      "data/**",
      "client/lib/api-types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Fastify plugins and hooks are async by contract (no done callback), whether or not they await anything.
      "@typescript-eslint/require-await": "off",
      // String(unknown) on log parameters, audit details and raw bodies is deliberate: "[object Object]" is the fallback.
      "@typescript-eslint/no-base-to-string": "off",
      // React ignores the promise an onSubmit={form.handleSubmit(...)} handler returns; react-hook-form reports errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Plain JavaScript (this file, scripts/*.mjs) is outside the TypeScript project.
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.test.ts", "server/test/**", "tests/**"],
    rules: {
      // Tests read answers through response.json() (any) and assert on them: the assertion is the type check.
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // expect(spy.method).toHaveBeenCalled() names a method without calling it, on purpose.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Layers (docs/architecture.md). Tests may reach across layers to set up what they check.
  ...serverZone("**"),
  ...serverZone(BELOW_MODERATION, [NO_MODERATION]),
  ...serverZone("notices", [NO_ABOVE_NOTICES]),
  // Last of the server rules, so a repository inside mail/ still may not import a feature.
  restrict(
    ["server/{http,db,jobs,mail,images,ssr,metrics}/**/*.ts"],
    [NO_TEST_SUPPORT, NO_CLIENT, NO_FEATURE, NO_ROUTES],
    SERVER_TESTS,
  ),
  restrict(["client/**/*.{ts,tsx}"], [NO_CLIENT_TO_SERVER]),
  restrict(["client/{components,lib}/**/*.{ts,tsx}"], [NO_CLIENT_TO_SERVER, NO_ABOVE_COMPONENTS]),
  restrict(["client/features/**/*.{ts,tsx}"], [NO_CLIENT_TO_SERVER, NO_PAGES_OR_SHELL], ["**/*.test.ts"]),
  restrict(["client/pages/**/*.{ts,tsx}"], [NO_CLIENT_TO_SERVER, NO_SHELL]),
  restrict(["client/app-shell/**/*.{ts,tsx}"], [NO_CLIENT_TO_SERVER, NO_PAGES]),
  restrict(["common/**/*.ts"], [NO_COMMON_OUT]),
);
