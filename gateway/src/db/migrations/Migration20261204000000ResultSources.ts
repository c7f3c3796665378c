/**
 * Where a shared result came from, as the calibration's trust counts it (issue 31, docs/results.md
 * "Trust"): a keyed hash of the sender's network (an IPv4 /24 or IPv6 /64), so one network's
 * results count as one visitor however many emails they give. Never the address itself; results
 * shared before have none and count by their email as before.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261204000000ResultSources extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "result_submission" add column "source_network" varchar(64) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "result_submission" drop column "source_network";');
  }
}
