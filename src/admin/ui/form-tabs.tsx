import type { ReactNode } from 'react';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
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
  /** The form's failing fields: each tab holding some is marked, so none is missed behind another. */
  errors: FieldErrors | Record<string, unknown>;
}

/** How many of the tab's fields fail. */
const failing = (tab: FormTab<string>, errors: TabsProps<string>['errors']) =>
  tab.fields.filter((name) => name in errors).length;

/**
 * The WAI-ARIA tabs pattern (MUI Tabs: arrows, Home, End). Selection follows focus, so the keys
 * switch tabs as SPEC 2.8 asks. A tab with failing fields is red with a mark, and says how many.
 */
export function FormTabs<K extends string>({ idPrefix, tabs, value, onChange, label, errors }: TabsProps<K>) {
  const open = tabs.find((tab) => tab.key === value);
  const failingOpen = open !== undefined && failing(open, errors) > 0;
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
      // The open tab's underline in its own colour: red on a tab with errors.
      slotProps={{ indicator: { sx: failingOpen ? { bgcolor: 'error.main' } : undefined } }}
    >
      {tabs.map((tab) => {
        const count = failing(tab, errors);
        return (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            aria-label={
              count > 0 ? `${tab.label}, ${count} ${count === 1 ? 'campo com erro' : 'campos com erro'}` : undefined
            }
            icon={count > 0 ? <ErrorIcon fontSize="small" /> : undefined}
            iconPosition="end"
            id={tabId(idPrefix, tab.key)}
            aria-controls={panelId(idPrefix, tab.key)}
            sx={count > 0 ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        );
      })}
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
