/**
 * References: the two resume guides served under /download/ (spec 1 section 7), each openable in
 * a new tab or downloadable. The guide's title is in each link's name, so the two pairs differ.
 */
import { PATHS, pathOf, RESUME_GUIDES } from "@gradplan/schema";
import styled from "styled-components";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { ResumeCard } from "./ResumeCard";
import { RESUME_TEXT } from "./resumeText";

export function guideUrl(file: string): string {
  return pathOf(PATHS.resumes.download, { file });
}

export function ReferencesCard() {
  return (
    <ResumeCard id="resume-references" title={RESUME_TEXT.cards.references}>
      <Guides>
        {RESUME_GUIDES.map((guide) => (
          <li key={guide.file}>
            <GuideTitle>{guide.title}</GuideTitle>
            <Links>
              <a href={guideUrl(guide.file)} target="_blank" rel="noopener">
                Open in new tab
                <VisuallyHidden>{`: ${guide.title}`}</VisuallyHidden>
              </a>
              <a href={guideUrl(guide.file)} download={guide.file}>
                Download
                <VisuallyHidden>{`: ${guide.title}`}</VisuallyHidden>
              </a>
            </Links>
          </li>
        ))}
      </Guides>
    </ResumeCard>
  );
}

const Guides = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  list-style: none;

  && { padding: 0; }
  && li { margin: 0; }
`;

const GuideTitle = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 600;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;
