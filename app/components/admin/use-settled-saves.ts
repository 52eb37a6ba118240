// A key for a settings form that must start again from what is stored after each save (its secret fields emptied):
// the number of saves that have settled. Keying the form on the stored values instead reset it whenever any of
// them changed, also when another form of the page changed them (a fetch's outcome, a test's result): whatever the
// owner had typed meanwhile was lost. And a save that changed no stored value left a typed secret in its field.
import { useState } from "react";
import { useNavigation } from "@remix-run/react";

/**
 * How many submissions with this `intent` have settled: counted once the navigation is idle again, so also when
 * another submission interrupted the save, and the form then starts from the values loaded after both.
 */
export function useSettledSaves(intent: string): number {
  const navigation = useNavigation();
  const [saves, setSaves] = useState({ pending: false, settled: 0 });
  const saving = navigation.formData?.get("intent") === intent;
  // Adjusted while rendering (React's pattern for state that follows a change of input), not in an effect: the
  // form gets its new key in the same render as the values loaded after the save.
  if (saving && !saves.pending) setSaves({ pending: true, settled: saves.settled });
  else if (saves.pending && navigation.state === "idle") setSaves({ pending: false, settled: saves.settled + 1 });
  return saves.settled;
}

/** The form's key: the owner's refused input stays on screen; each settled save starts the form again. */
export const settingsFormKey = (refused: boolean, settledSaves: number) => (refused ? "refused" : `saved-${settledSaves}`);
