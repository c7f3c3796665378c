/**
 * What a domain declares of the tables that hold a student's personal data (its
 * `<name>.module.ts`, `personalData`), and the list the wiring derives from them for the
 * account's export and deletion (docs/account.md). Apart from module.ts so that the request's
 * resources, which carry the list, need not import the module contract.
 */
interface PersonalTableBase {
  /** One of the module's own entities' tables. */
  readonly table: string;
  /** Columns the export leaves out: secrets, token hashes, files still waiting for the worker. */
  readonly leaveOut?: readonly string[];
}

/**
 * A table of a domain's that holds a student's personal data: how the account's export and
 * deletion find its rows and what deleting the account does to them (docs/account.md).
 */
export type PersonalTable =
  | (PersonalTableBase & {
      /** Rows found by their `student_id`, which refers to the student row. */
      readonly by: "student_id";
      /**
       * What deleting the student row does to them, by the foreign key's rule (account.test.ts
       * checks it against the database): deleted with it (the default) or kept anonymous.
       */
      readonly onDelete?: "cascade" | "set null";
    })
  | (PersonalTableBase & {
      /** Rows found by the student's email address in `column`, compared case-insensitively. */
      readonly by: "email";
      readonly column: string;
      /** False for a record the service keeps rather than the student's data (the outbox). */
      readonly exported?: false;
      /**
       * Rows kept when the account is deleted, with these columns set; rows matching `deleteWhen`
       * are deleted first. Without it, every row is deleted.
       */
      readonly anonymise?: {
        readonly set: Readonly<Record<string, string | null>>;
        readonly deleteWhen?: Readonly<Record<string, string>>;
      };
    })
  | (PersonalTableBase & {
      /**
       * Rows found through their `parent` row, itself found by `student_id`; they go with it (the
       * foreign key in `column` cascades).
       */
      readonly by: "parent";
      readonly parent: string;
      readonly column: string;
      readonly orderBy?: readonly string[];
    });

/** A personal-data table as the wiring hands it on: with the domain that declares it. */
export type DeclaredPersonalTable = PersonalTable & { readonly domain: string };
