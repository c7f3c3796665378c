/** Student accounts and their refresh tokens. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122010000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "student" ("id" uuid not null, "email" varchar(254) not null, "password_hash" text not null, "first_name" varchar(50) not null, "last_name" varchar(50) not null, "category" varchar(30) not null, "applying_semester" varchar(10) null, "created_at" timestamptz not null, constraint "student_pkey" primary key ("id"));',
    );
    this.addSql('alter table "student" add constraint "student_email_unique" unique ("email");');
    this.addSql(
      'create table "refresh_token" ("id" uuid not null, "student_id" uuid not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, "replaced_at" timestamptz null, "revoked_at" timestamptz null, constraint "refresh_token_pkey" primary key ("id"));',
    );
    this.addSql('create index "refresh_token_student_id_index" on "refresh_token" ("student_id");');
    this.addSql('create index "refresh_token_family_id_index" on "refresh_token" ("family_id");');
    this.addSql(
      'alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");',
    );
    this.addSql(
      'alter table "refresh_token" add constraint "refresh_token_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "refresh_token" cascade;');
    this.addSql('drop table if exists "student" cascade;');
  }
}
