/** The landing hero: what GradPlan does, for whom, and the two calls to action. */

import { LANDING_SECTIONS, ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import { ButtonLink } from "../../shared/ui/Button";
import { Section, SectionInner } from "./Section";

export function HeroSection() {
  return (
    <Hero id={LANDING_SECTIONS.hero} aria-labelledby="hero-heading">
      <SectionInner>
        <Badge>Free for a limited period</Badge>
        <Headline id="hero-heading">Plan your US Masters applications with confidence</Headline>
        <Lead>
          GradPlan helps domestic and international students applying to Masters programs in
          Engineering, Computer Science and IT. Find the universities that are Safe, Moderate or
          Ambitious for your profile, get your resume and statement of purpose evaluated, and track
          every application on one dashboard.
        </Lead>
        <Actions>
          <ButtonLink to={ROUTES.universitySearch}>University Explorer</ButtonLink>
          <ButtonLink to={ROUTES.register} $variant="secondary">
            Get Started
          </ButtonLink>
        </Actions>
      </SectionInner>
    </Hero>
  );
}

const Hero = styled(Section)`
  background: ${({ theme }) => theme.colors.heroBackground};
  padding-top: clamp(2.5rem, 8vw, 5rem);
  padding-bottom: clamp(3rem, 9vw, 6rem);
`;

const Badge = styled.p`
  display: inline-block;
  margin-bottom: 1rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.875rem;
  font-weight: 700;
`;

const Headline = styled.h1`
  max-width: 18ch;
  font-size: clamp(2rem, 6vw, 3.25rem);
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  max-width: 62ch;
  font-size: clamp(1.0625rem, 2.2vw, 1.25rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;
