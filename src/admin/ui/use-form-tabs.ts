import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { firstFieldWithError, type FormTab } from './form-tabs';

/**
 * The open tab of a tabbed form, and the submit-failure handler that opens the tab of the first
 * failing field and focuses it (the form needs `shouldFocusError: false`: react-hook-form would
 * try before the tab shows).
 */
export function useFormTabs<K extends string, V extends FieldValues, D>(
  form: UseFormReturn<V, unknown, D>,
  tabs: readonly [FormTab<K>, ...FormTab<K>[]],
) {
  const [tab, setTab] = useState<K>(tabs[0].key);
  const showFirstError = (errors: FieldErrors<V> | Record<string, unknown>) => {
    const first = firstFieldWithError(errors, tabs);
    if (!first) return;
    flushSync(() => setTab(first.tab));
    form.setFocus(first.field as Path<V>);
  };
  // What FormTabs takes from the form: its tabs, the open one, and the failing fields to mark them.
  const tabsProps = { tabs, value: tab, onChange: setTab, errors: form.formState.errors };
  return { tab, showFirstError, tabsProps };
}
