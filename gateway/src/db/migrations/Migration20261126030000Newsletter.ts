/** The newsletter (issue 15): subscribers (double opt-in), issues, one delivery per issue and subscriber. */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261126030000Newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "newsletter_issue" ("id" uuid not null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text null, "sent_by" varchar(100) not null, "created_at" timestamptz not null, constraint "newsletter_issue_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "newsletter_subscriber" ("id" uuid not null, "email" varchar(320) not null, "status" varchar(12) not null, "confirm_token_hash" varchar(64) null, "confirm_sent_at" timestamptz null, "unsubscribe_token_hash" varchar(64) null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, constraint "newsletter_subscriber_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "newsletter_subscriber" add constraint "newsletter_subscriber_email_unique" unique ("email");',
    );
    this.addSql(
      'create index "newsletter_subscriber_status_index" on "newsletter_subscriber" ("status");',
    );
    this.addSql(
      'alter table "newsletter_subscriber" add constraint "newsletter_subscriber_confirm_token_hash_unique" unique ("confirm_token_hash");',
    );
    this.addSql(
      'alter table "newsletter_subscriber" add constraint "newsletter_subscriber_unsubscribe_token_hash_unique" unique ("unsubscribe_token_hash");',
    );
    this.addSql(
      'create table "newsletter_delivery" ("id" uuid not null, "issue_id" uuid not null, "subscriber_id" uuid not null, "status" varchar(10) not null, "outbox_id" uuid null, "unsubscribe_token_hash" varchar(64) null, "created_at" timestamptz not null, "written_at" timestamptz null, constraint "newsletter_delivery_pkey" primary key ("id"));',
    );
    this.addSql(
      'create index "newsletter_delivery_subscriber_id_index" on "newsletter_delivery" ("subscriber_id");',
    );
    this.addSql(
      'alter table "newsletter_delivery" add constraint "newsletter_delivery_unsubscribe_token_hash_unique" unique ("unsubscribe_token_hash");',
    );
    this.addSql(
      'alter table "newsletter_delivery" add constraint "newsletter_delivery_issue_id_subscriber_id_unique" unique ("issue_id", "subscriber_id");',
    );
    this.addSql(
      'alter table "newsletter_delivery" add constraint "newsletter_delivery_issue_id_foreign" foreign key ("issue_id") references "newsletter_issue" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "newsletter_delivery" add constraint "newsletter_delivery_subscriber_id_foreign" foreign key ("subscriber_id") references "newsletter_subscriber" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "newsletter_delivery" cascade;');
    this.addSql('drop table if exists "newsletter_subscriber" cascade;');
    this.addSql('drop table if exists "newsletter_issue" cascade;');
  }
}
