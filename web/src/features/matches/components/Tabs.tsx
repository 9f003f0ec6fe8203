// WAI-ARIA tabs: a tablist whose tabs move with the arrow keys, Home and End (automatic activation,
// roving tabindex), each controlling one tabpanel.
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { nextTabIndex } from '../tab-keys.ts';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabListProps<T extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect(id: T): void;
  className?: string;
  tabClassName?: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

export function TabList<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  className,
  tabClassName,
}: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            className={tabClassName}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  selected,
  children,
  className,
}: {
  idPrefix: string;
  selected: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix)}
      aria-labelledby={tabId(idPrefix, selected)}
      className={className}
    >
      {children}
    </div>
  );
}
