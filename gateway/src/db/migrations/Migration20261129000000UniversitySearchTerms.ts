/**
 * A university is found by its aliases as well as its name (issue 29: "MIT", "UT Austin"): each
 * name is a row of university_search_term, with the university's own name to answer and its
 * Master's count to order a shared short form by, and university's search column gives way to it. Existing universities
 * keep their names here; their aliases arrive with the next catalogue import.
 */
import { Migration } from "@mikro-orm/migrations";

const SPACE_AND_DROPPED = `'!"#$&()*+,-/:;<=>?@[]^\`{|}~\u2013\u2014\u201c\u201d.''\u2018\u2019\u0307'`;
const SPACES = `'${" ".repeat(31)}'`;
const folded = (text: string) =>
  `btrim(regexp_replace(translate(lower(${text}), ${SPACE_AND_DROPPED}, ${SPACES}), '\\s+', ' ', 'g'))`;

export class Migration20261129000000UniversitySearchTerms extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "university_search_term" ("university_id" int not null, "term" varchar(200) not null, "university_name" varchar(200) not null, "masters_awarded" int not null, "search_key" text generated always as (${folded(`"term"`)}) stored, constraint "university_search_term_pkey" primary key ("university_id", "term"));`,
    );
    this.addSql(
      `alter table "university_search_term" add constraint "university_search_term_university_id_foreign" foreign key ("university_id") references "university" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "university_search_term_search_prefix_index" on "university_search_term" ("search_key" text_pattern_ops, "masters_awarded" desc, "university_id");`,
    );
    this.addSql(
      `create index "university_search_term_search_trgm_index" on "university_search_term" using gin ("search_key" gin_trgm_ops);`,
    );
    this.addSql(
      `insert into "university_search_term" ("university_id", "term", "university_name", "masters_awarded") select "id", "name", "name", 0 from "university";`,
    );
    this.addSql(`analyze "university_search_term";`);
    this.addSql(`alter table "university" drop column "search_key";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "university_search_term" cascade;`);
    this.addSql(
      `alter table "university" add column "search_key" text generated always as (${folded(`"name"`)}) stored;`,
    );
    this.addSql(
      `create index "university_search_prefix_index" on "university" ("search_key" text_pattern_ops);`,
    );
    this.addSql(
      `create index "university_search_trgm_index" on "university" using gin ("search_key" gin_trgm_ops);`,
    );
  }
}
