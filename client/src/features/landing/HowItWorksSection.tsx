/** Four steps from profile to tracked applications. */
import styled from "styled-components";
import { HOW_IT_WORKS_STEPS } from "./howItWorks";
import { Section, SectionInner, SectionTitle } from "./Section";

export function HowItWorksSection() {
  return (
    <Section aria-labelledby="how-it-works-heading">
      <SectionInner>
        <SectionTitle id="how-it-works-heading">How it works</SectionTitle>
        <Steps>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Step>
          ))}
        </Steps>
      </SectionInner>
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  margin: 1.5rem 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 { font-size: 1.125rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  margin-bottom: 0.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;
