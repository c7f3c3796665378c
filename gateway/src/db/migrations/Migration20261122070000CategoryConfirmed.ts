/** Whether the student has confirmed their category: false for third-party sign-ups until they do. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122070000CategoryConfirmed extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "student" add column "category_confirmed" boolean not null default true;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "student" drop column "category_confirmed";');
  }
}
