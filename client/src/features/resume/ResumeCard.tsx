/**
 * The frame every resume card shares: a region named by its heading, and the body it shows while
 * loading (skeleton), without a resume (a friendly note) or with one.
 */
import type { Resume } from "@gradplan/schema";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { TitledCard } from "../../shared/ui/TitledCard";
import { RESUME_TEXT } from "./resumeText";

export type ResumeData =
  | { kind: "loading" }
  | { kind: "empty" }
  | { kind: "ready"; resume: Resume };

/** The frame of every resume card (shared/ui/TitledCard). */
export const ResumeCard = TitledCard;

/** Renders `children` with the resume, or the loading and empty states in its place. */
export function WithResume({
  data,
  children,
}: {
  data: ResumeData;
  children: (resume: Resume) => ReactNode;
}) {
  if (data.kind === "loading") {
    return (
      <SkeletonRegion label={RESUME_TEXT.loading}>
        <Skeleton $width="50%" $height="1.5rem" />
        <Skeleton $width="80%" />
      </SkeletonRegion>
    );
  }
  if (data.kind === "empty") return <Muted>{RESUME_TEXT.empty}</Muted>;
  return children(data.resume);
}

export const Muted = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A big figure with its coloured verdict, e.g. "52" and "Suitable". */
export const Figure = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.2;
`;

export const Verdict = styled.p`
  margin: 0.25rem 0 0.5rem;
  font-weight: 700;
`;
