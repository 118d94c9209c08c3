// lint-as: apps/web/src/console/lint-fixture-shared.ts
// Allowed: the shop console uses the shared components and the domain's console entry. No problem expected.
import * as page from '../components/ui/page';
import * as rules from '@ttapply/domain/console';

export { page, rules };
