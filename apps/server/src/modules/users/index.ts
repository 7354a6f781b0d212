/** The users module's public use cases, for other modules. */
export { getLegalName, type LegalName } from './legal-name.ts';
