import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface FormTab<K extends string> {
  key: K;
  label: string;
  /** The tab's fields in their order on screen: decides which tab opens when a field fails. */
  fields: readonly string[];
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
const panelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

interface TabsProps<K extends string> {
  idPrefix: string;
  tabs: readonly FormTab<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}

/**
 * The WAI-ARIA tabs pattern (MUI Tabs: arrows, Home, End). Selection follows focus, so the keys
 * switch tabs as SPEC 2.8 asks.
 */
export function FormTabs<K extends string>({ idPrefix, tabs, value, onChange, label }: TabsProps<K>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, key: K) => onChange(key)}
      selectionFollowsFocus
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={tab.label}
          id={tabId(idPrefix, tab.key)}
          aria-controls={panelId(idPrefix, tab.key)}
        />
      ))}
    </Tabs>
  );
}

interface PanelProps {
  idPrefix: string;
  tab: string;
  value: string;
  children: ReactNode;
}

/** Always mounted (hidden when not showing), so a failing field on it can be focused. */
export function FormTabPanel({ idPrefix, tab, value, children }: PanelProps) {
  return (
    <Box
      role="tabpanel"
      id={panelId(idPrefix, tab)}
      aria-labelledby={tabId(idPrefix, tab)}
      hidden={tab !== value}
      // About the tallest tab's height, so the dialog does not jump when switching tabs.
      sx={{ pt: 1, minHeight: { sm: 300 } }}
    >
      {children}
    </Box>
  );
}

/** The first failing field in screen order, with its tab; null when nothing failed. */
export function firstFieldWithError<K extends string, T extends FieldValues>(
  errors: FieldErrors<T> | Record<string, unknown>,
  tabs: readonly FormTab<K>[],
): { tab: K; field: string } | null {
  for (const tab of tabs) {
    const field = tab.fields.find((name) => name in errors);
    if (field) return { tab: tab.key, field };
  }
  return null;
}
