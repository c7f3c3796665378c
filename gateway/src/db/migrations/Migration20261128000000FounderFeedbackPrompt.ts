/**
 * When the founder's message asked a student for feedback: kept on the server (it was kept in
 * the browser), so a student is asked once on any browser. Deleted with the student.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261128000000FounderFeedbackPrompt extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "founder_feedback_prompt" ("student_id" uuid not null, "asked_at" timestamptz not null, constraint "founder_feedback_prompt_pkey" primary key ("student_id"));',
    );
    this.addSql(
      'alter table "founder_feedback_prompt" add constraint "founder_feedback_prompt_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "founder_feedback_prompt" cascade;');
  }
}
