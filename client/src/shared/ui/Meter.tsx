/** A block meter (meter role): `lit` of `blocks` cells filled in one colour, for a value in 0-max. */
import styled from "styled-components";
import { assertInRange, valueRangeAria } from "./range";

export interface MeterProps {
  label: string;
  value: number;
  max?: number;
  /** How many cells there are, and how many are filled. */
  blocks: number;
  lit: number;
  color: string;
  /** Screen-reader text for the value, e.g. "85 out of 100, Good". */
  valueText?: string;
}

export function Meter({ label, value, max = 100, blocks, lit, color, valueText }: MeterProps) {
  const aria = valueRangeAria("meter", label, value, max, valueText);
  assertInRange(lit, 0, blocks, `${label} blocks`);
  return (
    <Row {...aria}>
      {Array.from({ length: blocks }, (_, index) => (
        // Cells are positions, not data: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, never reordered.
        <Cell key={index} $color={index < lit ? color : undefined} />
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const Cell = styled.span<{ $color: string | undefined }>`
  flex: 1;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $color }) => $color ?? theme.colors.skeleton};
`;
