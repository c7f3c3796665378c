/**
 * A course (or university) a catalogue import dropped while students' rows still point at it is
 * kept, retired (docs/catalogue.md, "Saved rows across catalogues"): search leaves it out, the
 * rows that point at it stay readable.
 */
import { Migration } from "@mikro-orm/migrations";

export class Migration20261202000000RetiredCourses extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "course" add column "retired_at" timestamptz null;');
    this.addSql('alter table "university" add column "retired_at" timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "course" drop column "retired_at";');
    this.addSql('alter table "university" drop column "retired_at";');
  }
}
