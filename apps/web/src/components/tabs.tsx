import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content?: ReactNode;
  testId?: string;
}

interface TabsProps {
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** pills: rounded chips (category picker); underline: classic tabs */
  variant?: 'pills' | 'underline' | 'segmented';
  className?: string;
  listClassName?: string;
  'aria-label'?: string;
}

const LIST = {
  // phones scroll the chips sideways (the cut-off chip at the edge shows there is more); wider screens wrap them so every tab is in view (docs/architecture/web-app.md)
  pills: 'flex gap-2 overflow-x-auto scrollbar-none md:flex-wrap md:overflow-visible',
  underline: 'flex gap-6 border-b border-line overflow-x-auto scrollbar-none',
  segmented: 'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-bg-2 p-1 border border-line',
};

const TRIGGER = {
  pills:
    'shrink-0 rounded-full border border-line bg-surface-2 px-4 py-2 text-xs font-bold uppercase tracking-wide text-muted transition hover:text-fg data-[state=active]:border-accent data-[state=active]:bg-accent/10 data-[state=active]:text-accent',
  underline:
    '-mb-px shrink-0 border-b-2 border-transparent pb-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg',
  segmented:
    'rounded-lg py-2 text-sm font-bold text-muted transition hover:text-fg data-[state=active]:bg-surface-3 data-[state=active]:text-fg data-[state=active]:shadow',
};

/**
 * Tabs (Radix): controlled; content is optional so it can also act as a filter bar. A trigger without
 * content controls no panel, so it carries no aria-controls (a reference to a missing id is invalid ARIA).
 */
export function Tabs({ items, value, onValueChange, variant = 'underline', className, listClassName, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List className={cn(LIST[variant], listClassName)} aria-label={rest['aria-label']}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={TRIGGER[variant]}
            data-testid={item.testId}
            {...(item.content === undefined ? { 'aria-controls': undefined } : {})}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) =>
        item.content !== undefined ? (
          <RadixTabs.Content key={item.value} value={item.value} className="rounded-lg">
            {item.content}
          </RadixTabs.Content>
        ) : null,
      )}
    </RadixTabs.Root>
  );
}
