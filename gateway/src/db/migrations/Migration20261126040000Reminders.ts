/**
 * Deadline reminder emails (docs/reminders.md): the student's choice (on by default), one row
 * per reminder sent (its key makes a second one impossible), the unsubscribe tokens' hashes.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261126040000Reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "student" add column "deadline_reminders" boolean not null default true;',
    );
    this.addSql(
      'create table "deadline_reminder" ("student_id" uuid not null, "course_id" int not null, "kind" varchar(20) not null, "deadline" date not null, "days_before" smallint not null, "sent_at" timestamptz not null, constraint "deadline_reminder_pkey" primary key ("student_id", "course_id", "kind", "deadline", "days_before"));',
    );
    this.addSql(
      'alter table "deadline_reminder" add constraint "deadline_reminder_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "deadline_reminder" add constraint "deadline_reminder_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'create table "reminder_unsubscribe" ("token_hash" char(64) not null, "student_id" uuid not null, "created_at" timestamptz not null, constraint "reminder_unsubscribe_pkey" primary key ("token_hash"));',
    );
    this.addSql(
      'create index "reminder_unsubscribe_student_id_index" on "reminder_unsubscribe" ("student_id");',
    );
    this.addSql(
      'alter table "reminder_unsubscribe" add constraint "reminder_unsubscribe_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reminder_unsubscribe" cascade;');
    this.addSql('drop table if exists "deadline_reminder" cascade;');
    this.addSql('alter table "student" drop column "deadline_reminders";');
  }
}
