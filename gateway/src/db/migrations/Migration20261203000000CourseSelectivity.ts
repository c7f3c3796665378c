/**
 * How selective each program is, learned from real decisions (issue 30, docs/scoring.md
 * "Selectivity"): the level's logit and its standard deviation (null: not known, the chance then
 * comes from the profile alone), and the decisions at the program and at its university it rests
 * on. A database imported before gets the values from the catalogue's next import, which
 * `npm start` runs once by itself (db/cli/prepare.ts).
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261203000000CourseSelectivity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "course" add column "selectivity_logit" double precision null, add column "selectivity_sd" double precision null, add column "selectivity_decisions" int not null default 0, add column "selectivity_university_decisions" int not null default 0;',
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table "course" drop column "selectivity_logit", drop column "selectivity_sd", drop column "selectivity_decisions", drop column "selectivity_university_decisions";',
    );
  }
}
