/**
 * The deadline tabs (all, next 30 days, passed, rolling) with their counts: a WAI-ARIA tablist.
 * Arrow keys, Home and End move between tabs and select them; only the selected tab is in the
 * Tab order, and it controls the one panel below.
 */
import { DEADLINE_TABS, type DeadlineTab } from "@gradplan/schema";
import { type KeyboardEvent, useRef } from "react";
import { Count, Tab, TabList } from "./ShortlistPage.styles";
import { SHORTLIST_TEXT, TAB_LABEL } from "./shortlistPageText";

export interface DeadlineTabsProps {
  active: DeadlineTab;
  counts: Record<DeadlineTab, number>;
  onSelect: (tab: DeadlineTab) => void;
  /** The panel's id, and each tab's id (the panel is labelled by the selected tab). */
  panelId: string;
  tabId: (tab: DeadlineTab) => string;
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function DeadlineTabs({ active, counts, onSelect, panelId, tabId }: DeadlineTabsProps) {
  const tabs = useRef(new Map<DeadlineTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = DEADLINE_TABS[step(DEADLINE_TABS.indexOf(active), DEADLINE_TABS.length)];
    if (!next) return;
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <TabList role="tablist" aria-label={SHORTLIST_TEXT.tabsLabel} onKeyDown={onKeyDown}>
      {DEADLINE_TABS.map((tab) => {
        const selected = tab === active;
        return (
          <Tab
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {TAB_LABEL[tab]} <Count>{counts[tab]}</Count>
          </Tab>
        );
      })}
    </TabList>
  );
}
