/** The general FAQs (id faqs-section, a navbar scroll target). */

import { LANDING_SECTIONS } from "@gradplan/schema";
import styled from "styled-components";
import { FaqAccordion } from "../../shared/ui/FaqAccordion";
import { GENERAL_FAQS } from "./faqs";
import { Section, SectionInner, SectionTitle } from "./Section";

export function FaqSection() {
  return (
    <FaqBackground id={LANDING_SECTIONS.faqs} aria-labelledby="faqs-heading">
      <SectionInner>
        <SectionTitle id="faqs-heading">Frequently asked questions</SectionTitle>
        <FaqAccordion items={GENERAL_FAQS} />
      </SectionInner>
    </FaqBackground>
  );
}

const FaqBackground = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;
