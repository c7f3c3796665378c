/**
 * The sourced figures of courses, one statement for every course a request shows (a university's
 * course list asks for each of its courses).
 */
import { figureLabel } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import DataLoader from "dataloader";
import type { SourcedFigureType } from "./corrections.types";

interface Row {
  course_id: number;
  figure: string;
  value: string;
  source_url: string;
  verified_at: string;
}

export function courseFigureLoader(em: EntityManager): DataLoader<number, SourcedFigureType[]> {
  return new DataLoader(async (ids) => {
    const rows = await em.getConnection().execute<Row[]>(
      `select course_id, figure, value, source_url, to_char(verified_at, 'YYYY-MM-DD') as verified_at
         from course_figure where course_id = any(?::int[]) order by course_id, figure`,
      [`{${ids.join(",")}}`],
    );
    const byCourse = new Map<number, SourcedFigureType[]>();
    for (const row of rows) {
      const list = byCourse.get(row.course_id) ?? [];
      if (list.length === 0) byCourse.set(row.course_id, list);
      list.push({
        figure: row.figure,
        label: figureLabel(row.figure),
        value: row.value,
        source_url: row.source_url,
        verified_at: row.verified_at,
      });
    }
    return ids.map((id) => byCourse.get(id) ?? []);
  });
}
