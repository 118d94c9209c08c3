// What Concora's own modules on the other sides use of its rules ('@ttapply/domain/lenders/gnes'). Shared code
// reads it only through its definition in the registry.
export * from './gnes-account-number.js';
