/** A password input with a show/hide toggle, so users can check what they typed. */
import { useState } from "react";
import styled from "styled-components";
import { ErrorText, errorIdOf, FieldWrap, Input, invalidProps, Label } from "./fieldStyles";

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  autoComplete: "current-password" | "new-password";
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function PasswordField({
  id,
  label,
  value,
  error,
  autoComplete,
  onValueChange,
  onBlur,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const action = visible ? "Hide" : "Show";
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          name={id}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          aria-required="true"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          {...invalidProps(id, error)}
        />
        <Toggle
          type="button"
          aria-controls={id}
          // The name starts with the visible word, so voice control users can say what they see.
          aria-label={`${action} ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {action}
        </Toggle>
      </Row>
      {error ? <ErrorText id={errorIdOf(id)}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}

const Row = styled.div`
  position: relative;
  display: flex;

  input { padding-right: 4.75rem; }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  transform: translateY(-50%);
  min-width: 44px;
  min-height: 36px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;
