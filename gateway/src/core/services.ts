/**
 * The services a request can reach, by name. Empty here: each module adds its own by declaration
 * merging, next to the factories that make them (its index.ts), so adding a domain never edits
 * this file:
 *
 *   declare module "../../core/services" {
 *     interface Services { search: SearchService }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface Services {}
