// Linted where it is: cycle-a and cycle-b import each other (import-x/no-cycle).
import { b } from './cycle-b';

export const a = () => b();
