/** The data layer shared by the gateway, the workers and the scripts. */

export { createSqlReader, type SqlReader } from "../core/sql-reader";
export { Course } from "../modules/catalogue/course.entity";
export { University } from "../modules/catalogue/university.entity";
export { EMAIL_STATUS, EmailOutbox, type IEmailOutbox } from "../modules/email/email-outbox.entity";
export { importCatalogue, isCatalogueEmpty, readCatalogueDir } from "./catalogue-import";
export { createOrm, dropDatabase, ensureDatabase, migrate } from "./database";
export { ENTITIES, ormOptions } from "./orm-config";
export { createThrowawayDatabase, type ThrowawayDatabase, throwawayDatabaseUrl } from "./throwaway";
