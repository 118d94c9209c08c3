// lint-as: apps/web/src/console/lint-fixture-barrel.ts
// The shop console importing the domain's main barrel instead of '@ttapply/domain/console': no-restricted-imports.
import * as domain from '@ttapply/domain';

export { domain };
