// The web build of the test composition (docs/decisions/312): the product's build (apps/web/vite.config.ts) with
// one plugin that puts one import before each registry, so the test card lender joins the domain's registry and
// the web's as they are built. Nothing else differs, but the route budgets, which are the product build's to keep.
// Built by `npm run build:test-lender -w @ttapply/e2e` into e2e/test-lender/dist, which its walk serves.
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin, type UserConfig } from 'vite';
import productConfig from '../../apps/web/vite.config';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Each registry module and the module that adds the test lender to it. */
const ADDED_BEFORE: Readonly<Record<string, string>> = {
  [path('../../packages/domain/src/lenders/lender-registry.ts')]: path(
    '../../packages/domain/src/test/add-test-card-lender.fixture.ts',
  ),
  [path('../../apps/web/src/features/lenders/registry.ts')]: path(
    '../../apps/web/src/test/test-card-lender/add-test-card-lender.ts',
  ),
};

function testLenderInRegistries(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'ttapply-test-lender-in-registries',
    enforce: 'pre',
    transform(code, id) {
      const adder = ADDED_BEFORE[id];
      if (!adder) return undefined;
      seen.add(id);
      // An import is evaluated before the importing module's body: the lender is added before the list is built.
      return { code: `import ${JSON.stringify(adder)};\n${code}`, map: null };
    },
    buildEnd() {
      // A registry that moved would leave the build without the test lender: say so instead of building it.
      const missed = Object.keys(ADDED_BEFORE).filter((id) => !seen.has(id));
      if (missed.length > 0) this.error(`The test lender was not added to ${missed.join(', ')}.`);
    },
  };
}

const product = productConfig as UserConfig;
export default mergeConfig(
  {
    ...product,
    plugins: (product.plugins ?? []).filter(
      (plugin) => !(plugin && 'name' in plugin && plugin.name === 'ttapply-entry-budgets'),
    ),
  },
  {
    root: path('../../apps/web'),
    plugins: [testLenderInRegistries()],
    build: { outDir: path('./dist'), emptyOutDir: true },
  },
);
