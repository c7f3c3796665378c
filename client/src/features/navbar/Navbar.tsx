/**
 * Site header: brand, primary links, the university search box and the account button.
 * Turns solid once the page scrolls; below the `lg` breakpoint the links fold into a menu.
 */

import { LANDING_SECTIONS, ROUTES } from "@gradplan/schema";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { sectionScrollState } from "../../shared/navigation/sectionScroll";
import { ToastOutlet } from "../../shared/ui/ToastOutlet";
import { UniversitySearchBox } from "../catalogue";
import { AccountAction } from "./AccountAction";
import { Bar, Brand, Header, LinkList, MenuButton, MenuPanel, SearchSlot } from "./Navbar.styles";
import { NavItemLink } from "./NavItemLink";
import { NAV_ITEMS } from "./navLinks";
import { useScrolled } from "./useScrolled";

const MENU_ID = "primary-navigation";

export function Navbar() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // Links close the menu themselves; this also covers back/forward and a chosen suggestion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change.
  useEffect(() => setMenuOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <Header data-scrolled={scrolled} $scrolled={scrolled} onKeyDown={onKeyDown}>
      <Bar>
        <Brand
          to={ROUTES.landing}
          state={sectionScrollState(LANDING_SECTIONS.hero)}
          onClick={closeMenu}
        >
          GradPlan
        </Brand>
        <MenuButton
          ref={menuButtonRef}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? "×" : "☰"}</span>
        </MenuButton>
        <MenuPanel id={MENU_ID} $open={menuOpen}>
          <nav aria-label="Main">
            <LinkList>
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} onNavigate={closeMenu} />
                </li>
              ))}
            </LinkList>
          </nav>
          <SearchSlot>
            <UniversitySearchBox onChosen={closeMenu} />
          </SearchSlot>
          <AccountAction onNavigate={closeMenu} />
        </MenuPanel>
      </Bar>
      <ToastOutlet />
    </Header>
  );
}
