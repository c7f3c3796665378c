/**
 * Shared results as rows: program (when the list spans courses), decision, GPA, GRE, English
 * test, season and category. A table on wide screens, one card per result at phone widths.
 */
import styled from "styled-components";
import type { CommunityResultFieldsFragment } from "../../../graphql/generated";
import { DecisionTag, SampleTag } from "./DecisionTag";
import { categoryText, englishText, gpaText, greText, seasonText } from "./resultsText";
import {
  Body,
  Cell,
  CellLabel,
  ColumnHeader,
  Head,
  Row,
  RowHeader,
  StackedTable,
} from "./stackedTable";

export interface ResultRowsTableProps {
  caption: string;
  rows: readonly CommunityResultFieldsFragment[];
  /** Show the university and course of each row (off when the list is one course's). */
  showProgram?: boolean;
}

export function ResultRowsTable({ caption, rows, showProgram = true }: ResultRowsTableProps) {
  return (
    <StackedTable>
      <caption>{caption}</caption>
      <Head>
        <Row>
          {showProgram ? <ColumnHeader>Program</ColumnHeader> : null}
          <ColumnHeader>Decision</ColumnHeader>
          <ColumnHeader>GPA</ColumnHeader>
          <ColumnHeader>GRE</ColumnHeader>
          <ColumnHeader>English</ColumnHeader>
          <ColumnHeader>Season</ColumnHeader>
          <ColumnHeader>Category</ColumnHeader>
        </Row>
      </Head>
      <Body>
        {rows.map((row) => (
          <Row key={row.id}>
            {showProgram ? (
              <RowHeader>
                <span>
                  {row.universityName}
                  <br />
                  <Course>{row.courseName}</Course>
                </span>
              </RowHeader>
            ) : null}
            <Cell>
              <CellLabel>Decision</CellLabel>
              <span>
                <DecisionTag $decision={row.decision}>{row.decision}</DecisionTag>
                {row.sample ? <SampleTag /> : null}
              </span>
            </Cell>
            <Cell>
              <CellLabel>GPA</CellLabel>
              {gpaText(row.gpa)}
            </Cell>
            <Cell>
              <CellLabel>GRE</CellLabel>
              {greText(row.greTotal)}
            </Cell>
            <Cell>
              <CellLabel>English</CellLabel>
              {englishText(row.englishTest, row.englishScore)}
            </Cell>
            <Cell>
              <CellLabel>Season</CellLabel>
              {seasonText(row.semester, row.year)}
            </Cell>
            <Cell>
              <CellLabel>Category</CellLabel>
              {categoryText(row.category)}
            </Cell>
          </Row>
        ))}
      </Body>
    </StackedTable>
  );
}

/** Whether any row is synthetic demo data, so the page can say what the Sample tag means. */
export function anySample(rows: readonly { sample: boolean }[]): boolean {
  return rows.some((row) => row.sample);
}

const Course = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;
