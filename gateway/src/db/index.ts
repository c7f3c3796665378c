/** The data layer shared by the gateway, the workers and the scripts. */

export { createSqlReader, type SqlReader } from "../core/sql-reader";
export { importCatalogue, isCatalogueEmpty, readCatalogueDir } from "./catalogue-import";
export { createOrm, dropDatabase, ensureDatabase, migrate } from "./database";
export { ENTITIES, ormOptions } from "./orm-config";
export { createThrowawayDatabase, type ThrowawayDatabase, throwawayDatabaseUrl } from "./throwaway";
