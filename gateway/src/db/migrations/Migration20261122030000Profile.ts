/** The student profile: personal fields, the stats row, and the shortlist with its model figures. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122030000Profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "student" add column "nationality" varchar(2) null, add column "phone_number" varchar(30) null, add column "date_of_birth" date null, add column "gender" varchar(30) null, add column "undergrad_university" varchar(300) null;',
    );
    this.addSql(
      'create table "student_stats" ("student_id" uuid not null, "degree" varchar(30) null, "program" varchar(50) null, "courses" jsonb null, "course_names" jsonb null, "current_education" varchar(30) null, "gpa" numeric(3,2) null, "gpa_ten_scale" numeric(4,2) null, "english_scores" jsonb null, "gre" jsonb null, "work_ex" jsonb null, "extracurricular_activities" jsonb null, "research_papers" jsonb null, "undergrad_course" jsonb null, "conferences" jsonb null, "answered_sections" jsonb not null, "updated_at" timestamptz not null, constraint "student_stats_pkey" primary key ("student_id"));',
    );
    this.addSql(
      'alter table "student_stats" add constraint "student_stats_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    // Accounts made before profiles existed start with empty stats, like new ones.
    this.addSql(
      `insert into "student_stats" ("student_id", "answered_sections", "updated_at") select "id", '[]', now() from "student";`,
    );
    this.addSql(
      `create table "shortlisted_course" ("id" uuid not null, "student_id" uuid not null, "course_id" int not null, "status" varchar(30) not null default 'Shortlisted', "category" varchar(20) null, "admit_chances" smallint null, "student_score" smallint null, "course_score" smallint null, "score_tier" varchar(30) null, "calculated_at" timestamptz null, "created_at" timestamptz not null, constraint "shortlisted_course_pkey" primary key ("id"));`,
    );
    this.addSql(
      'create index "shortlisted_course_course_id_index" on "shortlisted_course" ("course_id");',
    );
    this.addSql(
      'alter table "shortlisted_course" add constraint "shortlisted_course_student_id_course_id_unique" unique ("student_id", "course_id");',
    );
    this.addSql(
      'alter table "shortlisted_course" add constraint "shortlisted_course_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "shortlisted_course" add constraint "shortlisted_course_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "shortlisted_course" cascade;');
    this.addSql('drop table if exists "student_stats" cascade;');
    this.addSql(
      'alter table "student" drop column "nationality", drop column "phone_number", drop column "date_of_birth", drop column "gender", drop column "undergrad_university";',
    );
  }
}
