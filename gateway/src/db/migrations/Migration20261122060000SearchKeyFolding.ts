/**
 * Search keys fold punctuation (schema/'s searchKeyOf): "Technology, Bombay" is found by
 * "technology bombay", "St. John's" by "st johns". A generated column's expression cannot be
 * altered before PostgreSQL 17, so each column (and its two indexes with it) is dropped and added
 * again; the stored values are computed as it is added.
 */
import { Migration } from "@mikro-orm/migrations";

const SPACE_AND_DROPPED = `'!"#$&()*+,-/:;<=>?@[]^\`{|}~\u2013\u2014\u201c\u201d.''\u2018\u2019\u0307'`;
const SPACES = `'${" ".repeat(31)}'`;
const folded = (text: string) =>
  `btrim(regexp_replace(translate(lower(${text}), ${SPACE_AND_DROPPED}, ${SPACES}), '\\s+', ' ', 'g'))`;

const SEARCHED_TEXT = {
  university: `"name"`,
  undergrad_university: `"name"`,
  undergrad_course: `"course_name"`,
  conference: `"name" || ' (' || "acronym" || ')'`,
  journal: `"name"`,
} as const;

export class Migration20261122060000SearchKeyFolding extends Migration {
  override async up(): Promise<void> {
    for (const [table, text] of Object.entries(SEARCHED_TEXT)) {
      this.addSql(`alter table "${table}" drop column "search_key";`);
      this.addSql(
        `alter table "${table}" add column "search_key" text generated always as (${folded(text)}) stored;`,
      );
      this.addSql(
        `create index "${table}_search_prefix_index" on "${table}" ("search_key" text_pattern_ops);`,
      );
      this.addSql(
        `create index "${table}_search_trgm_index" on "${table}" using gin ("search_key" gin_trgm_ops);`,
      );
      this.addSql(`analyze "${table}";`);
    }
  }

  override async down(): Promise<void> {
    for (const [table, text] of Object.entries(SEARCHED_TEXT)) {
      this.addSql(`alter table "${table}" drop column "search_key";`);
      this.addSql(
        `alter table "${table}" add column "search_key" text generated always as (lower(${text})) stored;`,
      );
      this.addSql(
        `create index "${table}_search_prefix_index" on "${table}" ("search_key" text_pattern_ops);`,
      );
      this.addSql(
        `create index "${table}_search_trgm_index" on "${table}" using gin ("search_key" gin_trgm_ops);`,
      );
    }
  }
}
