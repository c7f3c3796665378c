/**
 * The services a request can reach, by the domain that makes them. Empty here: each module adds
 * its own by declaration merging, next to the factories that make them (its <name>.api.ts), so
 * adding a domain never edits this file:
 *
 *   declare module "../../core/services" {
 *     interface DomainServices {
 *       search: { search: SearchService };
 *     }
 *   }
 *
 * A module's code reaches the services of its own domain and of the domains its
 * `<name>.module.ts` declares it uses, no others (ModuleContext, module.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface DomainServices {}
