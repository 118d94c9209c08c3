// What EasyPay's own modules on the other sides use of its rules ('@ttapply/domain/lenders/ezpy'): its pay
// frequency codes, billing preset and loan disclosure. Shared code reads it only through its definition in the
// registry.
export * from './ezpy-rules.js';
