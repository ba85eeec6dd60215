import { useState } from "react";
import type { SettingsChange } from "../../../shared/settings-schema.ts";
import { type CheckResult, useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { useSaveStudioSettings } from "./use-studio-settings.ts";

/**
 * One settings form's state: its values, checked then saved as a change of its group only, and
 * "Settings saved." until the next edit. `card` is what SettingsFormCard takes.
 */
export function useSettingsForm<Values, Data, Errors extends Partial<Record<string, string>>>({
  initial,
  check,
  change,
}: {
  initial: () => Values;
  check: (values: Values) => CheckResult<Data, Errors>;
  change: (data: Data) => SettingsChange;
}) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const save = useSaveStudioSettings();
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => check(values),
    save: async (data: Data) => {
      await save.mutateAsync(change(data));
      setSaved(true);
    },
  });
  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [name]: value }));
  };
  return { values, set, errors, card: { form, onSubmit, saving, saved, failure } };
}
