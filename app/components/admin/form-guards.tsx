// Two guards for the admin's edit forms. useUnsavedChangesWarning: once a form has been changed and not saved,
// leaving the page (a link in the app, closing or reloading the tab) asks first. ConfirmButton: a destructive
// submit (a delete) asks before it posts. Both need JavaScript; without it the form still works, unguarded.
import { useBlocker } from "@remix-run/react";
import { useEffect, type ButtonHTMLAttributes } from "react";

/** Warns before leaving while `dirty`; a submission of the form itself is never blocked. */
export function useUnsavedChangesWarning(dirty: boolean, message: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!dirty) return;
    // Browsers show their own text for a tab being closed; asking is all a page may do.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/** A submit button that asks `question` first (a delete); cancelling keeps the form unsent. */
export function ConfirmButton({ question, onClick, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { question: string }) {
  return (
    <button
      type="submit"
      {...button}
      onClick={(event) => {
        if (!window.confirm(question)) event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
