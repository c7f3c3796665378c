/** The catalogue tables, their search indexes, and the email outbox. */
import { Migration } from "@mikro-orm/migrations";

/** The first search keys: lower-cased text only (SearchKeyFolding replaced them). */
const FIRST_SEARCH_KEYS = {
  university: `lower("name")`,
  undergrad_university: `lower("name")`,
  undergrad_course: `lower("course_name")`,
  conference: `lower("name" || ' (' || "acronym" || ')')`,
  journal: `lower("name")`,
} as const;

export class Migration20261122000000Initial extends Migration {
  override async up(): Promise<void> {
    // Trigram indexes serve substring suggestions; text_pattern_ops btrees serve prefix ones.
    this.addSql("create extension if not exists pg_trgm;");
    this.addSql(
      'create table "conference" ("id" serial primary key, "name" varchar(300) not null, "acronym" varchar(30) not null, "field" varchar(100) not null);',
    );
    this.addSql(
      'alter table "conference" add constraint "conference_name_unique" unique ("name");',
    );
    this.addSql(
      'create table "email_outbox" ("id" uuid not null, "to_address" varchar(320) not null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text null, "status" varchar(10) not null default \'pending\', "transport" varchar(10) null, "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, constraint "email_outbox_pkey" primary key ("id"));',
    );
    this.addSql('create index "email_outbox_status_index" on "email_outbox" ("status");');
    this.addSql(
      'create table "journal" ("id" serial primary key, "name" varchar(300) not null, "publisher" varchar(100) not null, "field" varchar(100) not null);',
    );
    this.addSql('alter table "journal" add constraint "journal_name_unique" unique ("name");');
    this.addSql(
      'create table "undergrad_course" ("id" serial primary key, "course_name" varchar(200) not null, "course_code" varchar(4) not null);',
    );
    this.addSql(
      'alter table "undergrad_course" add constraint "undergrad_course_course_name_unique" unique ("course_name");',
    );
    this.addSql(
      'create table "undergrad_university" ("id" serial primary key, "name" varchar(300) not null, "country" varchar(100) not null, "country_code" varchar(2) not null, "state_province" varchar(200) null);',
    );
    this.addSql(
      'alter table "undergrad_university" add constraint "undergrad_university_name_country_code_unique" unique ("name", "country_code");',
    );
    this.addSql(
      'create table "university" ("id" int not null, "name" varchar(200) not null, "city" varchar(100) not null, "state" varchar(2) not null, "website" varchar(300) null, "university_type" varchar(10) not null, "acceptance_rate" numeric(5,2) not null, "tuition" int not null, "climate" varchar(10) not null, "mean_temperature_f" numeric(5,1) not null, "research_tier" varchar(2) not null, "latitude" double precision null, "longitude" double precision null, constraint "university_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "university" add constraint "university_name_unique" unique ("name");',
    );
    this.addSql('create index "university_state_index" on "university" ("state");');
    this.addSql(
      'create index "university_university_type_index" on "university" ("university_type");',
    );
    this.addSql('create index "university_climate_index" on "university" ("climate");');
    this.addSql(
      'create table "course" ("id" int not null, "university_id" int not null, "course_name" varchar(200) not null, "degree_code" varchar(4) not null, "degree" varchar(20) not null, "course_ranking" int not null, "tuition" int not null, "course_duration_months" int not null, "acceptance_rate" numeric(5,2) not null, "gre_avg" int null, "gre_min" int null, "gpa_avg" numeric(3,2) not null, "gpa_min" numeric(3,2) not null, "toefl_min" int not null, "ielts_min" numeric(2,1) not null, "gre_required" jsonb not null, "network_building" varchar(20) not null, "deadlines" jsonb not null, constraint "course_pkey" primary key ("id"));',
    );
    this.addSql('create index "course_university_id_index" on "course" ("university_id");');
    this.addSql('create index "course_degree_code_index" on "course" ("degree_code");');
    this.addSql('create index "course_course_ranking_index" on "course" ("course_ranking");');
    this.addSql('create index "course_tuition_index" on "course" ("tuition");');
    this.addSql('create index "course_gre_avg_index" on "course" ("gre_avg");');
    this.addSql('create index "course_gpa_avg_index" on "course" ("gpa_avg");');
    this.addSql('create index "course_toefl_min_index" on "course" ("toefl_min");');
    this.addSql('create index "course_ielts_min_index" on "course" ("ielts_min");');
    this.addSql(
      'alter table "course" add constraint "course_university_id_foreign" foreign key ("university_id") references "university" ("id") on update cascade;',
    );
    for (const [table, key] of Object.entries(FIRST_SEARCH_KEYS)) {
      this.addSql(
        `alter table "${table}" add column "search_key" text generated always as (${key}) stored;`,
      );
      this.addSql(
        `create index "${table}_search_prefix_index" on "${table}" ("search_key" text_pattern_ops);`,
      );
      this.addSql(
        `create index "${table}_search_trgm_index" on "${table}" using gin ("search_key" gin_trgm_ops);`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of [
      "course",
      "university",
      "undergrad_university",
      "undergrad_course",
      "conference",
      "journal",
      "email_outbox",
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
