/**
 * The shortlist screen (issue 13): when a status last changed and every change (the student's
 * record), the status popup and its dismissals, the private calendar feed, and where a course's
 * figures come from (source_url, verified_at).
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261125000000Shortlist extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "course" add column "source_url" varchar(500) null, add column "verified_at" date null;',
    );
    this.addSql(
      'alter table "shortlisted_course" add column "status_updated_at" timestamptz not null default now();',
    );
    this.addSql('update "shortlisted_course" set "status_updated_at" = "created_at";');
    this.addSql('alter table "shortlisted_course" alter column "status_updated_at" drop default;');
    this.addSql(
      'create table "shortlist_status_change" ("id" uuid not null, "student_id" uuid not null, "course_id" int not null, "from_status" varchar(30) null, "to_status" varchar(30) not null, "changed_at" timestamptz not null, constraint "shortlist_status_change_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "shortlist_status_change_student_course_index" on "shortlist_status_change" ("student_id", "course_id", "changed_at");',
    );
    this.addSql(
      'alter table "shortlist_status_change" add constraint "shortlist_status_change_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "shortlist_status_change" add constraint "shortlist_status_change_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;',
    );
    // Every course already shortlisted starts its history at the day it was added.
    this.addSql(
      `insert into "shortlist_status_change" ("id", "student_id", "course_id", "from_status", "to_status", "changed_at")
       select gen_random_uuid(), "student_id", "course_id", null, "status", "created_at" from "shortlisted_course";`,
    );

    this.addSql(
      'create table "popup" ("id" int not null, "popup_for" varchar(60) not null, "show_after_seconds" int not null default 0, constraint "popup_pkey" primary key ("id"), constraint "popup_popup_for_unique" unique ("popup_for"));',
    );
    this.addSql(
      `insert into "popup" ("id", "popup_for", "show_after_seconds") values (1, 'university_shortlisting_status_update', 0);`,
    );
    this.addSql(
      'create table "popup_dismissal" ("student_id" uuid not null, "popup_id" int not null, "dismissed_at" timestamptz not null, constraint "popup_dismissal_pkey" primary key ("student_id", "popup_id"));',
    );
    this.addSql(
      'alter table "popup_dismissal" add constraint "popup_dismissal_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "popup_dismissal" add constraint "popup_dismissal_popup_id_foreign" foreign key ("popup_id") references "popup" ("id") on update cascade on delete cascade;',
    );

    this.addSql(
      'create table "calendar_feed" ("student_id" uuid not null, "token_hash" char(64) not null, "created_at" timestamptz not null, constraint "calendar_feed_pkey" primary key ("student_id"), constraint "calendar_feed_token_hash_unique" unique ("token_hash"));',
    );
    this.addSql(
      'alter table "calendar_feed" add constraint "calendar_feed_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "calendar_feed" cascade;');
    this.addSql('drop table if exists "popup_dismissal" cascade;');
    this.addSql('drop table if exists "popup" cascade;');
    this.addSql('drop table if exists "shortlist_status_change" cascade;');
    this.addSql('alter table "shortlisted_course" drop column "status_updated_at";');
    this.addSql('alter table "course" drop column "source_url", drop column "verified_at";');
  }
}
