/**
 * "I have a percentage": converts marks in percent to the GPA scale the student chose and fills
 * the GPA field. The conversion is schema's percentToTen / percentToFour (docs/scoring.md,
 * "Percentages"); only the GPA is stored, on the spec's scales.
 */
import {
  type GpaScale,
  PERCENTAGE_RANGE,
  percentageError,
  percentToFour,
  percentToTen,
} from "@gradplan/schema";
import { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { controlStyles } from "../../../shared/ui/form/fieldStyles";
import { NumberInput } from "../../../shared/ui/NumberInput";
import { useToast } from "../../../shared/ui/toastContext";

export const PERCENTAGE_TEXT = {
  open: "I have a percentage",
  label: "Your percentage",
  use: "Use this GPA",
  note: "Converted from how applicants with percentages and with ten-point CGPAs compare (Edulix, 2012-2016); check your university's own conversion if it publishes one.",
} as const;

export function percentageSummary(percent: number, scale: GpaScale): string {
  const ten = percentToTen(percent);
  const four = percentToFour(percent);
  return scale === 10
    ? `${percent}% is about ${ten} out of 10 (${four} out of 4).`
    : `${percent}% is about ${four} out of 4 (${ten} out of 10).`;
}

export function PercentageHelper({
  scale,
  onUse,
}: {
  scale: GpaScale;
  onUse: (gpa: number) => void;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const id = useId();
  const error = percent === null ? null : percentageError(percent);
  const ready = percent !== null && error === null;

  return (
    <Helper>
      <Button
        $variant="ghost"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        {PERCENTAGE_TEXT.open}
      </Button>
      {open ? (
        <div id={`${id}-panel`}>
          <label htmlFor={`${id}-input`}>{PERCENTAGE_TEXT.label}</label>
          <Row>
            <Input
              id={`${id}-input`}
              value={percent}
              max={PERCENTAGE_RANGE.max}
              step={0.1}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-summary`}
              onValueChange={setPercent}
              onRefuse={(value) => toast.warning(percentageError(value) ?? "")}
            />
            <Button
              $variant="secondary"
              disabled={!ready}
              onClick={() => {
                if (!ready) return;
                onUse(scale === 10 ? percentToTen(percent) : percentToFour(percent));
                setOpen(false);
              }}
            >
              {PERCENTAGE_TEXT.use}
            </Button>
          </Row>
          <Summary id={`${id}-summary`} role="status">
            {ready ? percentageSummary(percent, scale) : (error ?? "")}
          </Summary>
          <Note>{PERCENTAGE_TEXT.note}</Note>
        </div>
      ) : null}
    </Helper>
  );
}

const Helper = styled.div`
  margin: -0.25rem 0 0.75rem;

  label { display: block; font-weight: 600; margin: 0.25rem 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const Input = styled(NumberInput)`
  ${controlStyles}
  width: 8rem;
`;

const Summary = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
  min-height: 1.5em;
`;

const Note = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
