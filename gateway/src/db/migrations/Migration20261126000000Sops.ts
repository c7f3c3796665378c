/** Statements of purpose (issue 14): the SOPs with their latest evaluation, and the submissions. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261126000000Sops extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "sop" ("id" uuid not null, "student_id" uuid not null, "name" varchar(100) not null, "university_name" varchar(200) null, "course_name" varchar(200) null, "origin" varchar(10) not null, "text" text not null, "word_count" int not null, "overall_score" smallint null, "evaluation" jsonb null, "evaluated_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "sop_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "sop_student_id_created_at_index" on "sop" ("student_id", "created_at");',
    );
    this.addSql(
      'create table "sop_submission" ("id" uuid not null, "student_id" uuid not null, "sop_id" uuid null, "sop_name" varchar(100) not null, "university_name" varchar(200) null, "course_name" varchar(200) null, "origin" varchar(10) not null, "text" text null, "file" bytea null, "status" varchar(10) not null, "failure_message" text null, "result_sop_id" uuid null, "created_at" timestamptz not null, "finished_at" timestamptz null, constraint "sop_submission_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "sop_submission_student_id_index" on "sop_submission" ("student_id");',
    );
    this.addSql(
      'alter table "sop" add constraint "sop_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "sop_submission" add constraint "sop_submission_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "sop_submission" cascade;');
    this.addSql('drop table if exists "sop" cascade;');
  }
}
