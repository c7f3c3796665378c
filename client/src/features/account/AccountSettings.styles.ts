/** The account settings page's blocks: one card per section, the danger zone in red. */
import styled from "styled-components";

export const Section = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  p { margin: 0 0 0.75rem; }
`;

export const DangerSection = styled(Section)`
  border: 2px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.errorBackground};

  h2 { color: ${({ theme }) => theme.colors.error}; }
`;

export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 700;
`;

export const CheckRow = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 44px;
  font-weight: 600;

  input { width: 1.25rem; height: 1.25rem; }
`;

export const DangerButtonRow = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
`;

export const DialogError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
