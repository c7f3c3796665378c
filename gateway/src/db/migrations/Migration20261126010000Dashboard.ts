/** Badges and awards earned (issue 15): one row per student and key. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261126010000Dashboard extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "student_achievement" ("student_id" uuid not null, "key" varchar(40) not null, "kind" varchar(10) not null, "earned_at" timestamptz not null, constraint "student_achievement_pkey" primary key ("student_id", "key"));',
    );
    this.addSql(
      'alter table "student_achievement" add constraint "student_achievement_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "student_achievement" cascade;');
  }
}
