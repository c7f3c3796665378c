/**
 * The DataLoaders a request can reach, by name. Empty here: each module adds its own by
 * declaration merging, next to the factories that make them (its <name>.api.ts), as it does for
 * services:
 *
 *   declare module "../../core/loaders" {
 *     interface Loaders { studentStats: DataLoader<string, IStudentStats | null> }
 *   }
 *
 * A loader lives as long as its request (context.ts makes it on first use): it batches the
 * loads of one tick into one statement and answers a key asked twice from its cache, so a field
 * resolved once per row of a list costs one query for the list, not one per row.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface Loaders {}
