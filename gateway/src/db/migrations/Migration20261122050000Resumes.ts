/** Resume uploads (the stored file until evaluated) and resume evaluations. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122050000Resumes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "resume_upload" ("id" uuid not null, "student_id" uuid not null, "resume_name" varchar(100) not null, "file_name" varchar(255) not null, "file" bytea not null, "file_bytes" int not null, "replaces_resume_id" uuid null, "status" varchar(10) not null, "failure_message" text null, "result_resume_id" uuid null, "created_at" timestamptz not null, "finished_at" timestamptz null, constraint "resume_upload_pkey" primary key ("id"));',
    );
    this.addSql('create index "resume_upload_student_id_index" on "resume_upload" ("student_id");');
    this.addSql(
      'create table "resume" ("id" uuid not null, "student_id" uuid not null, "name" varchar(100) not null, "overall_score" smallint not null, "readability" numeric(4,1) not null, "sentiment" numeric(3,1) not null, "length_label" varchar(20) not null, "word_count" int not null, "academic_background_score" smallint not null, "project_and_research_score" smallint not null, "work_ex_score" smallint not null, "skills_and_achievement_score" smallint not null, "formatting_score" smallint not null, "grammar_score" smallint not null, "content_comments" jsonb not null, "grammar_comments" jsonb not null, "evaluated_at" timestamptz not null, "created_at" timestamptz not null, constraint "resume_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "resume_student_id_evaluated_at_index" on "resume" ("student_id", "evaluated_at");',
    );
    this.addSql(
      'alter table "resume_upload" add constraint "resume_upload_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "resume" add constraint "resume_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "resume" cascade;');
    this.addSql('drop table if exists "resume_upload" cascade;');
  }
}
