/** Styles of the choice controls (the search filter box, the preferences editor): sections, checkboxes, labels. */
import styled from "styled-components";
import { controlStyles } from "../form/fieldStyles";

export const Section = styled.fieldset`
  min-width: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A nested group (a test's bands) inside a section. */
export const SubSection = styled(Section)`
  margin-bottom: 0.75rem;

  legend {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

/** A checkbox or radio with its label, at a 44px touch height. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  cursor: pointer;

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const TextInput = styled.input`
  ${controlStyles}
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
