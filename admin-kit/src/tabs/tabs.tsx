// Tabs (WAI-ARIA tabs pattern): the tab list with arrow-key moves; the caller renders the panel of the active tab
// inside <TabPanel>.
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabDef {
  key: string;
  label: string;
}

interface Props {
  tabs: TabDef[];
  active: string;
  onChange: (key: string) => void;
  label: string;
}

const tabId = (key: string) => `tab-${key}`;
const panelId = (key: string) => `tabpanel-${key}`;

export function Tabs({ tabs, active, onChange, label }: Props) {
  const move = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = tabs[(index + (rtl ? -step : step) + tabs.length) % tabs.length];
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  return (
    <div className="admin-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          id={tabId(tab.key)}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls={panelId(tab.key)}
          tabIndex={tab.key === active ? 0 : -1}
          className={`admin-tab${tab.key === active ? ' admin-tab--active' : ''}`}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => move(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="admin-tabpanel">
      {children}
    </div>
  );
}
