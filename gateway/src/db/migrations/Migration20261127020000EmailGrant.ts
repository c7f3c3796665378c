/** The email access grant (docs/email-grant.md): one sealed grant a student. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261127020000EmailGrant extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "email_grant" ("student_id" uuid not null, "sealed_refresh_token" text not null, "scope" text not null, "status" varchar(10) not null, "paused_reason" text null, "connected_at" timestamptz not null, "last_synced_at" timestamptz null, constraint "email_grant_pkey" primary key ("student_id"));',
    );
    this.addSql(
      'alter table "email_grant" add constraint "email_grant_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "email_grant" cascade;');
  }
}
