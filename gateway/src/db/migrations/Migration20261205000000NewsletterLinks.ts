/**
 * Every newsletter unsubscribe link ever sent keeps working (issue 32): a subscriber's
 * confirmation emails each carry a new token, and subscribing again no longer replaces the
 * first email's. The tokens of the confirmation emails sent before are kept from the subscriber
 * row; an issue's delivery keeps its own as before.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261205000000NewsletterLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "newsletter_unsubscribe_link" ("token_hash" varchar(64) not null, "subscriber_id" uuid not null, "created_at" timestamptz not null, constraint "newsletter_unsubscribe_link_pkey" primary key ("token_hash"));',
    );
    this.addSql(
      'create index "newsletter_unsubscribe_link_subscriber_id_index" on "newsletter_unsubscribe_link" ("subscriber_id");',
    );
    this.addSql(
      'alter table "newsletter_unsubscribe_link" add constraint "newsletter_unsubscribe_link_subscriber_id_foreign" foreign key ("subscriber_id") references "newsletter_subscriber" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'insert into "newsletter_unsubscribe_link" ("token_hash", "subscriber_id", "created_at") select "unsubscribe_token_hash", "id", coalesce("confirm_sent_at", "created_at") from "newsletter_subscriber" where "unsubscribe_token_hash" is not null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "newsletter_unsubscribe_link" cascade;');
  }
}
