/**
 * The real catalogue (issue 29): figures no open source publishes may be unknown, so their
 * columns take null (null means not known, never 0). A program gains its IPEDS figures (in-state
 * tuition, CIP codes, Master's graduates per award year and the latest year's count, the source
 * of each figure); a university its control, in-state tuition and application page. Search
 * orders by rank, then by program size, so the index it walks follows that order.
 */
import { Migration } from "@mikro-orm/migrations";

const COURSE_FIGURES = [
  "course_ranking",
  "tuition",
  "course_duration_months",
  "acceptance_rate",
  "gpa_avg",
  "gpa_min",
  "toefl_min",
  "ielts_min",
  "gre_required",
  "network_building",
  "deadlines",
];
const UNIVERSITY_FIGURES = ["acceptance_rate", "tuition", "research_tier"];

const COURSE_SEARCH_ORDER_INDEX = `create index "course_search_order_index" on "course" ("course_ranking" asc nulls last, "graduates_latest" desc nulls last, "id" asc)`;

export class Migration20261201000000UnknownFigures extends Migration {
  override async up(): Promise<void> {
    const dropNotNull = (columns: string[]) =>
      columns.map((c) => `alter column "${c}" drop not null`).join(", ");
    this.addSql(`alter table "course" ${dropNotNull(COURSE_FIGURES)};`);
    this.addSql(
      `alter table "course" add column "tuition_in_state" int null, add column "cip_codes" jsonb null, add column "graduates" jsonb null, add column "graduates_latest" int null, add column "sources" jsonb null;`,
    );
    this.addSql(`alter table "university" ${dropNotNull(UNIVERSITY_FIGURES)};`);
    this.addSql(
      `alter table "university" add column "control" varchar(20) null, add column "tuition_in_state" int null, add column "application_url" varchar(300) null;`,
    );
    this.addSql(`drop index if exists "course_course_ranking_id_index";`);
    this.addSql(`${COURSE_SEARCH_ORDER_INDEX};`);
  }

  override async down(): Promise<void> {
    // Only for a database whose figures are all known again (the sample catalogue).
    this.addSql(`drop index if exists "course_search_order_index";`);
    this.addSql(
      `create index "course_course_ranking_id_index" on "course" ("course_ranking", "id");`,
    );
    this.addSql(
      `alter table "university" drop column "control", drop column "tuition_in_state", drop column "application_url";`,
    );
    this.addSql(
      `alter table "course" drop column "tuition_in_state", drop column "cip_codes", drop column "graduates", drop column "graduates_latest", drop column "sources";`,
    );
    const setNotNull = (columns: string[]) =>
      columns.map((c) => `alter column "${c}" set not null`).join(", ");
    this.addSql(`alter table "university" ${setNotNull(UNIVERSITY_FIGURES)};`);
    this.addSql(`alter table "course" ${setNotNull(COURSE_FIGURES)};`);
  }
}
