/**
 * A round gauge (meter role) for a value out of 0-max: a conic ring with the figure and "/max" in
 * the middle. Large for a page's headline score, small for the figures on a search card.
 */
import type { CSSProperties } from "react";
import styled, { css } from "styled-components";
import { valueRangeAria } from "./range";

export interface RingMeterProps {
  label: string;
  value: number;
  max: number;
  /** Spoken value, e.g. "72 out of 100, Average". */
  valueText: string;
  /** The ring's colour; the theme's primary colour when left out. */
  color?: string;
  size?: "large" | "small";
}

export function RingMeter({ label, value, max, valueText, color, size = "large" }: RingMeterProps) {
  const style = { "--percent": `${(value / max) * 100}%` } as CSSProperties;
  if (color) Object.assign(style, { "--fill": color });
  return (
    <Ring {...valueRangeAria("meter", label, value, max, valueText)} $size={size} style={style}>
      <Centre aria-hidden="true" $size={size}>
        {value}
        <Max $size={size}>/{max}</Max>
      </Centre>
    </Ring>
  );
}

/**
 * In the ring's place for a figure that is not known: a dashed outline with "Not known" in it,
 * so it never reads as a score of 0. `label` is the whole spoken text ("TOEFL minimum: Not known").
 */
export function NotKnownRing({
  label,
  size = "large",
}: {
  label: string;
  size?: "large" | "small";
}) {
  return (
    <Dashed role="img" aria-label={label} $size={size}>
      <span aria-hidden="true">
        Not
        <br />
        known
      </span>
    </Dashed>
  );
}

type Sized = { $size: "large" | "small" };

/** A ring's outer box, the same for a figure's ring and the dashed not-known one. */
const ringBox = ({ $size }: Sized) =>
  $size === "large"
    ? css`
        width: 8rem;
        height: 8rem;
        margin: 0 auto 0.5rem;
      `
    : css`
        width: 4.25rem;
        height: 4.25rem;
      `;

const Ring = styled.div<Sized>`
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: conic-gradient(
    var(--fill, ${({ theme }) => theme.colors.primary}) var(--percent),
    ${({ theme }) => theme.colors.skeleton} 0
  );
  ${ringBox}
`;

const Centre = styled.span<Sized>`
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  font-weight: 700;
  text-align: center;
  ${({ $size, theme }) =>
    $size === "large"
      ? css`
          width: 6.5rem;
          height: 6.5rem;
          color: ${theme.colors.text};
          font-size: 2rem;
          line-height: 1;
        `
      : css`
          width: 3.25rem;
          height: 3.25rem;
          color: ${theme.colors.primary};
          font-size: 0.9375rem;
          line-height: 1.1;
        `}
`;

const Max = styled.span<Sized>`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $size }) => ($size === "large" ? "0.875rem" : "0.6875rem")};
  font-weight: 600;
`;

const Dashed = styled.div<Sized>`
  display: grid;
  place-items: center;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-align: center;
  line-height: 1.1;
  font-size: ${({ $size }) => ($size === "large" ? "1rem" : "0.75rem")};
  ${ringBox}
`;
