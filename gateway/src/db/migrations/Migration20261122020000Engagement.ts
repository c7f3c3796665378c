/** Password-reset tokens, contact messages, feedback and staff API keys. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122020000Engagement extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "contact_message" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "message" text not null, "created_at" timestamptz not null, constraint "contact_message_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "staff_api_key" ("id" uuid not null, "name" varchar(100) not null, "key_hash" varchar(64) not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, constraint "staff_api_key_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "staff_api_key" add constraint "staff_api_key_key_hash_unique" unique ("key_hash");',
    );
    this.addSql(
      'create table "password_reset_token" ("id" uuid not null, "student_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "password_reset_token_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "password_reset_token_student_id_index" on "password_reset_token" ("student_id");',
    );
    this.addSql(
      'alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");',
    );
    this.addSql(
      'create table "feedback" ("id" uuid not null, "student_id" uuid null, "feedback_star" smallint not null, "feedback_description" text null, "created_at" timestamptz not null, constraint "feedback_pkey" primary key ("id"));',
    );
    this.addSql('create index "feedback_student_id_index" on "feedback" ("student_id");');
    this.addSql(
      'alter table "password_reset_token" add constraint "password_reset_token_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "feedback" add constraint "feedback_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete set null;',
    );
  }

  override async down(): Promise<void> {
    for (const table of ["staff_api_key", "feedback", "contact_message", "password_reset_token"]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
