// A submit button that asks before it posts when the form's current choice is a destructive one: the question is
// worked out from the form at the moment of the click (the chosen status, the button's own decision). Without
// JavaScript the form posts unasked, like every other admin form.
import type { ButtonHTMLAttributes } from "react";

export function ConfirmSubmit({
  question,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { question: (form: HTMLFormElement, button: HTMLButtonElement) => string | null }) {
  return (
    <button
      type="submit"
      {...button}
      onClick={(event) => {
        const form = event.currentTarget.form;
        const text = form ? question(form, event.currentTarget) : null;
        if (text && !window.confirm(text)) event.preventDefault();
      }}
    />
  );
}
