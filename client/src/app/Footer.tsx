/** Site footer with the legal links and the feedback button. */

import { ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { FeedbackButton } from "../features/feedback/FeedbackButton";
import { SubscribeForm } from "../features/newsletter/SubscribeForm";

const FOOTER_LINKS = [
  { to: ROUTES.about, label: "About Us" },
  { to: ROUTES.contact, label: "Contact Us" },
  { to: ROUTES.submitResults, label: "Share your results" },
  { to: ROUTES.communityResults, label: "Community Results" },
  { to: ROUTES.calibrationReport, label: "How Accurate Are Chances?" },
  { to: ROUTES.termsAndConditions, label: "Terms and Conditions" },
  { to: ROUTES.privacyPolicy, label: "Privacy Policy" },
] as const;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <nav aria-label="Footer">
          <Links>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <FeedbackButton />
            </li>
          </Links>
        </nav>
        <SubscribeForm tone="dark" />
        <Small>© {new Date().getFullYear()} GradPlan. Free for a limited period.</Small>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  a { color: ${({ theme }) => theme.colors.onPrimary}; }
  a:focus-visible,
  button:focus-visible { outline-color: ${({ theme }) => theme.colors.onPrimary}; }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;
