/** Shortlisting preferences, and the index search pages walk in ranking order. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122040000Search extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "student_preferences" ("student_id" uuid not null, "tuition" jsonb not null, "course_ranking" jsonb not null, "location" jsonb not null, "weather" jsonb not null, "updated_at" timestamptz not null, constraint "student_preferences_pkey" primary key ("student_id"));',
    );
    this.addSql(
      'alter table "student_preferences" add constraint "student_preferences_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'create index "course_course_ranking_id_index" on "course" ("course_ranking", "id");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "student_preferences" cascade;');
    this.addSql('drop index if exists "course_course_ranking_id_index";');
  }
}
