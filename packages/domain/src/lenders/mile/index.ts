// What MILE's own modules on the other sides use of its rules ('@ttapply/domain/lenders/mile'): its offer's
// figures and its disclosures. Shared code reads MILE only through its definition in the registry.
export * from './mile-offer.js';
