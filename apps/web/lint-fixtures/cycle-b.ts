// Linted where it is: cycle-b and cycle-a import each other (import-x/no-cycle).
import { a } from './cycle-a';

export const b = (): unknown => a;
