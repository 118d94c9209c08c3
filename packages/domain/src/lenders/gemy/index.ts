// What Synchrony's own modules on the other sides use of its rules ('@ttapply/domain/lenders/gemy'): the
// applicant its form sends back, as our answers. Shared code reads it only through its definition in the registry.
export * from './gemy-applicant.js';
