/**
 * What an inbox sync finds (docs/email-grant.md): decisions proposed to the student, and the ids
 * of messages read and found to be none.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261127030000EmailDecisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "email_seen" ("student_id" uuid not null, "message_id" varchar(200) not null, constraint "email_seen_pkey" primary key ("student_id", "message_id"));',
    );
    this.addSql(
      'create table "email_decision" ("id" uuid not null, "student_id" uuid not null, "source" varchar(10) not null, "message_id" varchar(200) not null, "sender" varchar(320) not null, "received_at" timestamptz not null, "subject" varchar(300) not null, "decision" varchar(30) not null, "university_id" int null, "university_name" varchar(200) null, "course_id" int null, "sentence" varchar(300) null, "status" varchar(10) not null, "created_at" timestamptz not null, "resolved_at" timestamptz null, constraint "email_decision_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "email_decision_student_id_index" on "email_decision" ("student_id");',
    );
    this.addSql(
      'alter table "email_decision" add constraint "email_decision_student_id_message_id_unique" unique ("student_id", "message_id");',
    );
    this.addSql(
      'alter table "email_seen" add constraint "email_seen_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "email_decision" add constraint "email_decision_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "email_decision" cascade;');
    this.addSql('drop table if exists "email_seen" cascade;');
  }
}
