/**
 * The results browser's filters: university (catalogue suggestions), a course of that university
 * (those with results), decision and season. Each change applies at once, from page 1.
 */
import { APPLICATION_DECISIONS, type ApplicationDecision } from "@gradplan/schema";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { Label, Select } from "../../../shared/ui/form/fieldStyles";
import { hasFilters, NO_FILTERS, type ResultsFilters } from "./resultsFilters";
import { RESULTS_TEXT, resultsCountText } from "./resultsText";
import { Field, UniversityFilterField } from "./UniversityFilterField";

export interface CourseOption {
  courseId: number;
  courseName: string;
  results: number;
}

export interface ResultsFilterFormProps {
  filters: ResultsFilters;
  onChange: (filters: ResultsFilters) => void;
  universityName: string | null;
  courses: readonly CourseOption[];
  seasons: readonly string[];
  machine?: Parameters<typeof UniversityFilterField>[0]["machine"];
}

export function ResultsFilterForm(props: ResultsFilterFormProps) {
  const { filters, onChange, universityName, courses, seasons } = props;
  const change = (patch: Partial<ResultsFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const courseOptions = withChosen(courses, filters.courseId);

  return (
    <Form role="search" aria-label={RESULTS_TEXT.filters} onSubmit={(e) => e.preventDefault()}>
      <Fields>
        <UniversityFilterField
          pickedName={filters.universityId === null ? null : universityName}
          onPick={(u) => change({ universityId: u.universityId, courseId: null })}
          onClear={() => change({ universityId: null, courseId: null })}
          machine={props.machine}
        />
        <SelectField
          id="results-course"
          label={RESULTS_TEXT.course}
          value={filters.courseId === null ? "" : String(filters.courseId)}
          disabled={filters.universityId === null}
          onChange={(value) => change({ courseId: value ? Number(value) : null })}
        >
          <option value="">{RESULTS_TEXT.anyCourse}</option>
          {courseOptions.map((course) => (
            <option key={course.courseId} value={course.courseId}>
              {course.results > 0
                ? `${course.courseName} (${resultsCountText(course.results)})`
                : course.courseName}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="results-decision"
          label={RESULTS_TEXT.decision}
          value={filters.decision ?? ""}
          onChange={(value) => change({ decision: (value || null) as ApplicationDecision | null })}
        >
          <option value="">{RESULTS_TEXT.anyDecision}</option>
          {APPLICATION_DECISIONS.map((decision) => (
            <option key={decision} value={decision}>
              {decision}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="results-season"
          label={RESULTS_TEXT.season}
          value={filters.season ?? ""}
          onChange={(value) => change({ season: value || null })}
        >
          <option value="">{RESULTS_TEXT.anySeason}</option>
          {withChosenSeason(seasons, filters.season).map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </SelectField>
      </Fields>
      {hasFilters(filters) ? (
        <Button $variant="secondary" onClick={() => onChange(NO_FILTERS)}>
          {RESULTS_TEXT.clearFilters}
        </Button>
      ) : null}
    </Form>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

function SelectField({ id, label, value, disabled, onChange, children }: SelectFieldProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </Select>
    </Field>
  );
}

/** A course a link names keeps its option even while it has no results to list. */
function withChosen(courses: readonly CourseOption[], courseId: number | null): CourseOption[] {
  if (courseId === null || courses.some((c) => c.courseId === courseId)) return [...courses];
  return [...courses, { courseId, courseName: "The linked course", results: 0 }];
}

function withChosenSeason(seasons: readonly string[], season: string | null): string[] {
  return season === null || seasons.includes(season) ? [...seasons] : [season, ...seasons];
}

const Form = styled.form`
  margin-bottom: 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  select:disabled { opacity: 0.7; cursor: not-allowed; }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 1rem;
  margin-bottom: 1rem;

  &:last-child { margin-bottom: 0; }
`;
