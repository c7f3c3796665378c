/**
 * Universities' mail domains (issue 17): the senders admission decisions are read from. Existing
 * rows take their website's domain, as the catalogue import now does (mailDomainOf).
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261127010000MailDomains extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "university" add column "mail_domains" jsonb not null default '[]';`);
    this.addSql(
      `update "university" set "mail_domains" = jsonb_build_array(
         case when split_part(host, '.', 3) <> '' and host like '%.edu'
              then regexp_replace(host, '^.*\\.([^.]+\\.edu)$', '\\1') else host end)
       from (select id as uid, regexp_replace(lower(substring(website from '^https?://([^/:?#]+)')), '^www\\.', '') as host
               from "university") h
       where h.uid = "university"."id" and h.host is not null;`,
    );
    this.addSql(`alter table "university" alter column "mail_domains" drop default;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "university" drop column "mail_domains";`);
  }
}
