/**
 * The DataLoaders a request can reach, by the domain that makes them. Empty here: each module
 * adds its own by declaration merging, next to the factories that make them (its <name>.api.ts),
 * as it does for services:
 *
 *   declare module "../../core/loaders" {
 *     interface DomainLoaders {
 *       students: { studentStats: DataLoader<string, IStudentStats | null> };
 *     }
 *   }
 *
 * A loader lives as long as its request (context.ts makes it on first use): it batches the
 * loads of one tick into one statement and answers a key asked twice from its cache, so a field
 * resolved once per row of a list costs one query for the list, not one per row. A module reads
 * the loaders of its own domain and of the domains it declares it uses, as with services.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface DomainLoaders {}
