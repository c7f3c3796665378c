/**
 * How a course's GPA and GRE averages are known: the number of admits in real decisions they were
 * derived from (0: the catalogue's own figures). The admit model widens its range when it is 0.
 * A shortlisted course keeps the 90% range of its chance beside the chance.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124000000ReportedFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "course" add column "reported_admits" int not null default 0;');
    this.addSql(
      'alter table "shortlisted_course" add column "admit_low" smallint null, add column "admit_high" smallint null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "course" drop column "reported_admits";');
    this.addSql(
      'alter table "shortlisted_course" drop column "admit_low", drop column "admit_high";',
    );
  }
}
