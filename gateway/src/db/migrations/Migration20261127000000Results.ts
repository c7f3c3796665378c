/**
 * Community results (docs/results.md): submissions and their applications, the calibrations
 * fitted on them, and each course's adjustment in force.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261127000000Results extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "admit_calibration" ("id" uuid not null, "fitted_at" timestamptz not null, "trigger" varchar(120) not null, "results" int not null, "calibration" jsonb not null, "report" jsonb not null, constraint "admit_calibration_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "admit_calibration_fitted_at_index" on "admit_calibration" ("fitted_at");',
    );
    this.addSql(
      'create table "result_submission" ("id" uuid not null, "fingerprint" varchar(64) not null, "student_id" uuid null, "name" varchar(100) null, "email" varchar(254) null, "category" varchar(30) not null, "undergrad_university" varchar(300) not null, "undergrad_key" varchar(300) not null, "undergrad_course" varchar(300) not null, "current_education_level" varchar(100) not null, "gpa" numeric(3,2) not null, "gpa_ten_scale" numeric(4,2) null, "english_test" varchar(10) not null, "english_score" numeric(4,1) null, "english_scores" jsonb null, "gre_test" varchar(10) not null, "gre_verbal" smallint null, "gre_quantitative" smallint null, "gre_writing" numeric(2,1) null, "research_papers" jsonb not null, "conferences" jsonb not null, "activities" jsonb not null, "work_fulltime_months" smallint not null, "work_internship_months" smallint not null, "review_status" varchar(10) not null, "review_reason" text null, "reviewed_by" varchar(100) null, "reviewed_at" timestamptz null, "sample" boolean not null, "created_at" timestamptz not null, constraint "result_submission_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "result_submission" add constraint "result_submission_fingerprint_unique" unique ("fingerprint");',
    );
    this.addSql(
      'create index "result_submission_student_id_index" on "result_submission" ("student_id");',
    );
    this.addSql(
      'create index "result_submission_undergrad_key_index" on "result_submission" ("undergrad_key");',
    );
    this.addSql(
      'create index "result_submission_review_status_created_at_index" on "result_submission" ("review_status", "created_at");',
    );
    this.addSql(
      'create table "result_application" ("id" uuid not null, "submission_id" uuid not null, "university_id" int not null, "university_name" varchar(300) not null, "course_id" int null, "course_name" varchar(300) not null, "semester" varchar(10) not null, "season_year" smallint not null, "decision" varchar(20) not null, "notification_date" date null, "notification_method" varchar(20) null, "position" smallint not null, constraint "result_application_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "result_application_submission_id_index" on "result_application" ("submission_id");',
    );
    this.addSql(
      'create index "result_application_university_id_index" on "result_application" ("university_id");',
    );
    this.addSql(
      'create index "result_application_course_id_season_year_index" on "result_application" ("course_id", "season_year");',
    );
    this.addSql(
      'create table "course_calibration" ("course_id" int not null, "shift" double precision not null, "slope" double precision not null, "results" int not null, constraint "course_calibration_pkey" primary key ("course_id"));',
    );
    this.addSql(
      'alter table "result_submission" add constraint "result_submission_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "result_application" add constraint "result_application_submission_id_foreign" foreign key ("submission_id") references "result_submission" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "result_application" add constraint "result_application_university_id_foreign" foreign key ("university_id") references "university" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "result_application" add constraint "result_application_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "course_calibration" add constraint "course_calibration_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "course_calibration" cascade;');
    this.addSql('drop table if exists "result_application" cascade;');
    this.addSql('drop table if exists "result_submission" cascade;');
    this.addSql('drop table if exists "admit_calibration" cascade;');
  }
}
