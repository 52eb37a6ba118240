// The save form of a settings page: a plain post told apart from the page's other forms by `intent`, which starts
// again from what is stored after each save (its secret fields emptied). It is keyed on the number of saves that
// have settled. Keying it on the stored values instead reset it whenever any of them changed, also when another form
// of the page changed them (a fetch's outcome): whatever the owner had typed meanwhile was lost. And a save that
// changed no stored value left a typed secret in its field.
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "@remix-run/react";

/**
 * How many submissions with this `intent` have settled: counted once the navigation is idle again, so also when
 * another submission interrupted the save, and the form then starts from the values loaded after both.
 */
function useSettledSaves(intent: string): number {
  const navigation = useNavigation();
  const [saves, setSaves] = useState({ pending: false, settled: 0 });
  const saving = navigation.formData?.get("intent") === intent;
  // Adjusted while rendering (React's pattern for state that follows a change of input), not in an effect: the
  // form gets its new key in the same render as the values loaded after the save.
  if (saving && !saves.pending) setSaves({ pending: true, settled: saves.settled });
  else if (saves.pending && navigation.state === "idle") setSaves({ pending: false, settled: saves.settled + 1 });
  return saves.settled;
}

/** `refused`: the last save was refused, so the form keeps showing what the owner typed. */
export function SettingsSaveForm({ intent, refused, children }: { intent: string; refused: boolean; children: ReactNode }) {
  const settled = useSettledSaves(intent);
  return (
    <Form method="post" className="admin-form" key={refused ? "refused" : `saved-${settled}`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
