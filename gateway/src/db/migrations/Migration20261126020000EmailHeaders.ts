/** Extra headers on an outgoing email (List-Unsubscribe for newsletters and reminders). */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261126020000EmailHeaders extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "email_outbox" add column "headers" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "email_outbox" drop column "headers";');
  }
}
