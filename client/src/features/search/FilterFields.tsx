/** The filter box's sections in spec order (spec 2 "Filter box"), editing a draft filter. */
import {
  CLIMATES,
  DEFAULT_FILTERS,
  GPA_BANDS,
  GRE_BANDS,
  IELTS_BANDS,
  RANKING_SLIDER,
  TOEFL_BANDS,
  TUITION_SLIDER,
  UNIVERSITY_TYPES,
  type UniversityFilters,
} from "@gradplan/schema";
import { formatUsd } from "../../shared/format/enUs";
import { CheckboxGroup } from "../../shared/ui/choices/CheckboxGroup";
import { Section } from "../../shared/ui/choices/choiceStyles";
import { PickList } from "../../shared/ui/choices/PickList";
import { RangeSlider } from "../../shared/ui/choices/RangeSlider";
import { STATE_OPTIONS } from "../../shared/ui/choices/usStates";
import { BandGroup } from "./FilterControls";
import { COURSE_OPTIONS, courseMatches } from "./searchFilters";

export interface FilterFieldsProps {
  draft: UniversityFilters;
  onEdit: (patch: Partial<UniversityFilters>) => void;
}

const formatRank = (n: number) => `#${n}`;

export function FilterFields({ draft, onEdit }: FilterFieldsProps) {
  return (
    <>
      <PickList
        legend="Location"
        searchLabel="Search states"
        noun="states"
        options={STATE_OPTIONS}
        selected={draft.states}
        onChange={(states) => onEdit({ states })}
      />
      <PickList
        legend="Courses"
        searchLabel="Search courses"
        noun="courses"
        options={COURSE_OPTIONS}
        matches={courseMatches}
        selected={draft.courses}
        onChange={(courses) => onEdit({ courses })}
      />
      <CheckboxGroup
        legend="Institution Type"
        options={UNIVERSITY_TYPES}
        selected={draft.universityType}
        onChange={(universityType) => onEdit({ universityType })}
      />
      <RangeSlider
        legend="Tuition"
        minLabel="Minimum tuition"
        maxLabel="Maximum tuition"
        slider={TUITION_SLIDER}
        value={draft.tuitionRange}
        format={formatUsd}
        onChange={(tuitionRange) => onEdit({ tuitionRange })}
      />
      <RangeSlider
        legend="Ranking"
        minLabel="Minimum ranking"
        maxLabel="Maximum ranking"
        slider={RANKING_SLIDER}
        value={draft.rankRange}
        format={formatRank}
        onChange={(rankRange) => onEdit({ rankRange })}
      />
      <CheckboxGroup
        legend="Climate"
        options={CLIMATES}
        selected={draft.climate}
        onChange={(climate) => onEdit({ climate })}
      />
      <Section>
        <legend>Required test scores</legend>
        <BandGroup
          legend="TOEFL"
          bands={TOEFL_BANDS}
          value={draft.toeflRange}
          fullRange={DEFAULT_FILTERS.toeflRange}
          onChange={(toeflRange) => onEdit({ toeflRange })}
        />
        <BandGroup
          legend="IELTS"
          bands={IELTS_BANDS}
          value={draft.ieltsRange}
          fullRange={DEFAULT_FILTERS.ieltsRange}
          onChange={(ieltsRange) => onEdit({ ieltsRange })}
        />
        <BandGroup
          legend="GRE"
          bands={GRE_BANDS}
          value={draft.greRange}
          fullRange={DEFAULT_FILTERS.greRange}
          onChange={(greRange) => onEdit({ greRange })}
        />
        <BandGroup
          legend="GPA"
          bands={GPA_BANDS}
          value={draft.gpaRange}
          fullRange={DEFAULT_FILTERS.gpaRange}
          onChange={(gpaRange) => onEdit({ gpaRange })}
        />
      </Section>
    </>
  );
}
