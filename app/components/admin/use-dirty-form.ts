// Tracks whether an admin form was changed since it was shown (any input or change event inside it), and warns
// before leaving it unsaved. Submitting the form clears the flag.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesWarning } from "./form-guards";

export function useDirtyForm() {
  const { t } = useTranslation("admin");
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty, t("form.unsaved"));
  return { onChange: () => setDirty(true), onSubmit: () => setDirty(false) };
}
