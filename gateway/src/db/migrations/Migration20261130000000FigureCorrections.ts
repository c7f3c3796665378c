/**
 * Figures people can correct (issue 29, item 3; docs/corrections.md): students' proposals
 * (course_correction), the sourced figures of a course (course_figure: value, source, verified
 * date, who accepted it), the append-only audit (figure_audit: a trigger refuses updates and
 * deletes), and the student's own deadline for a shortlisted course.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261130000000FigureCorrections extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "figure_audit" ("id" bigserial primary key, "course_id" int not null, "figure" varchar(80) not null, "action" varchar(20) not null, "actor_kind" varchar(10) not null, "actor" varchar(100) not null, "old_value" varchar(500) null, "new_value" varchar(500) null, "source_url" varchar(500) null, "correction_id" uuid null, "detail" text null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "figure_audit_course_id_at_index" on "figure_audit" ("course_id", "at");`,
    );
    this.addSql(`create function "figure_audit_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'figure_audit is append-only: % refused', tg_op;
      end $$;`);
    this.addSql(
      `create trigger "figure_audit_append_only" before update or delete on "figure_audit" for each row execute function "figure_audit_append_only"();`,
    );

    this.addSql(
      `create table "course_correction" ("id" uuid not null, "course_id" int not null, "student_id" uuid not null, "field" varchar(20) not null, "figure" varchar(80) not null, "value" varchar(500) not null, "source_url" varchar(500) not null, "note" text null, "status" varchar(10) not null, "created_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" varchar(100) null, "reason" text null, constraint "course_correction_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "course_correction_course_id_index" on "course_correction" ("course_id");`,
    );
    this.addSql(
      `create index "course_correction_student_id_index" on "course_correction" ("student_id");`,
    );
    this.addSql(
      `create index "course_correction_status_created_at_index" on "course_correction" ("status", "created_at");`,
    );
    this.addSql(
      `create table "course_figure" ("course_id" int not null, "figure" varchar(80) not null, "value" varchar(500) not null, "source_url" varchar(500) not null, "verified_at" date not null, "accepted_by" varchar(100) not null, "correction_id" uuid null, "updated_at" timestamptz not null, constraint "course_figure_pkey" primary key ("course_id", "figure"));`,
    );
    this.addSql(
      `alter table "course_correction" add constraint "course_correction_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "course_correction" add constraint "course_correction_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "course_figure" add constraint "course_figure_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "course_figure" add constraint "course_figure_correction_id_foreign" foreign key ("correction_id") references "course_correction" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "shortlisted_course" add column "own_deadline" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shortlisted_course" drop column "own_deadline";`);
    this.addSql(`drop table if exists "course_figure" cascade;`);
    this.addSql(`drop table if exists "course_correction" cascade;`);
    this.addSql(`drop table if exists "figure_audit" cascade;`);
    this.addSql(`drop function if exists "figure_audit_append_only"();`);
  }
}
