/** The landing page (/): hero, how it works, and the general FAQs. */
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { useScrollToRequestedSection } from "../../shared/navigation/sectionScroll";
import { FaqSection } from "./FaqSection";
import { HeroSection } from "./HeroSection";
import { HowItWorksSection } from "./HowItWorksSection";
import { NewsletterSection } from "./NewsletterSection";

export function LandingPage() {
  useDocumentTitle(null);
  useScrollToRequestedSection();
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <FaqSection />
      <NewsletterSection />
    </>
  );
}
