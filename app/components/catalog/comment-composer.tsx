// Writing a comment on the product page. A visitor's "write" link goes to the login page and back. A member who
// has commented sees their own comment (and that it awaits review until an admin approves it) instead of the
// button. Otherwise: with JavaScript the button opens a <dialog> whose form posts through a fetcher; without it,
// a link opens the same form in the page (?yorum-yaz=1), posted as a plain form that comes back with the refused
// field marked and everything typed still there. A refusal scrolls its field into view with a red toast.
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { RatingStars } from "~/components/catalog/rating-stars";
import { loginPath } from "~/domain/checkout-steps";
import { showClientToast } from "~/utils/client-toast";
import type { Locale } from "~/utils/locale";
import type { MemberActionData } from "~/utils/member-actions.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useRootData } from "~/utils/use-locale";

/** The query parameter that opens the form in the page (and marks a post as a comment). */
export const WRITE_COMMENT_PARAM = "yorum-yaz";
const FORM_ID = "comment-form";
const RATES = [5, 4, 3, 2, 1];

export interface OwnComment {
  title: string;
  text: string;
  rate: number;
  isApproved: boolean;
}

interface CommentComposerProps {
  productId: number;
  /** The product page's path (no query). */
  path: string;
  locale: Locale;
  own: OwnComment | null;
  /** The form is open in the page (no JavaScript, or a refused no-JavaScript post). */
  open: boolean;
  /** A refused no-JavaScript post's answer. */
  refused: MemberActionData | null;
}

const fieldId = (field: string) => `comment-${field}`;

function focusField(field: string | null | undefined, root: ParentNode = document) {
  const element = field ? root.querySelector<HTMLElement>(`#${fieldId(field)}`) : null;
  element?.scrollIntoView({ block: "center" });
  element?.focus({ preventScroll: true });
}

export function CommentComposer({ productId, path, locale, own, open, refused }: CommentComposerProps) {
  const { t } = useTranslation("catalog");
  const signedIn = Boolean(useRootData()?.memberName);
  const hydrated = useHydrated();
  const writeHref = `${path}?${WRITE_COMMENT_PARAM}=1#${FORM_ID}`;

  if (own) {
    return (
      <div className="own-comment" role="status">
        <p className="own-comment__head">
          <strong>{t("commentForm.yours")}</strong> <RatingStars rate={own.rate} compact />
        </p>
        {own.title ? <p dir="auto"><strong>{own.title}</strong></p> : null}
        <p dir="auto">{own.text}</p>
        {own.isApproved ? null : <p className="own-comment__pending">{t("commentForm.awaiting")}</p>}
      </div>
    );
  }
  if (!signedIn) {
    return (
      <Link to={loginPath(`${path}?${WRITE_COMMENT_PARAM}=1`, locale)} className="button button--ghost">
        {t("commentForm.write")}
      </Link>
    );
  }
  if (open && !hydrated) return <CommentForm productId={productId} action={`${path}?${WRITE_COMMENT_PARAM}=1`} refused={refused} />;
  return hydrated ? (
    <CommentDialog productId={productId} action={`${path}?${WRITE_COMMENT_PARAM}=1`} startOpen={open} refused={refused} />
  ) : (
    <Link to={writeHref} className="button button--ghost">
      {t("commentForm.write")}
    </Link>
  );
}

const fetcherKey = (productId: number) => `comment-${productId}`;

/**
 * The toast of a comment post made through the dialog, raised by the product page itself: on success the page's
 * comments are read again and the dialog gives way to the member's comment in the same render, before it could.
 */
export function useCommentResultToast(productId: number) {
  const fetcher = useFetcher<MemberActionData>({ key: fetcherKey(productId) });
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.toast) showClientToast(result.toast.type, result.toast.message);
  }, [fetcher.data]);
}

function CommentDialog({ productId, action, startOpen, refused }: { productId: number; action: string; startOpen: boolean; refused: MemberActionData | null }) {
  const { t } = useTranslation("catalog");
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<MemberActionData>({ key: fetcherKey(productId) });
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (startOpen) dialog.current?.showModal();
  }, [startOpen]);

  // The toast is shown by useCommentResultToast (this dialog may be replaced by the member's comment at once).
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) dialog.current?.close();
    else if (dialog.current) focusField(result.field, dialog.current);
  }, [fetcher.data]);

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => dialog.current?.showModal()}>
        {t("commentForm.write")}
      </button>
      <dialog ref={dialog} className="comment-dialog" aria-labelledby="comment-dialog-title">
        <CommentForm productId={productId} action={action} fetcher={fetcher} refused={fetcher.data ?? refused} onCancel={() => dialog.current?.close()} />
      </dialog>
    </>
  );
}

interface CommentFormProps {
  productId: number;
  action: string;
  refused: MemberActionData | null;
  fetcher?: ReturnType<typeof useFetcher<MemberActionData>>;
  onCancel?: () => void;
}

function CommentForm({ productId, action, refused, fetcher, onCancel }: CommentFormProps) {
  const { t } = useTranslation("catalog");
  const typed = refused && !refused.ok ? (refused.typed ?? {}) : {};
  const errorField = refused && !refused.ok ? refused.field : null;
  const errorMessage = refused && !refused.ok ? refused.toast?.message : null;
  const FormElement = fetcher ? fetcher.Form : Form;
  const sending = fetcher ? fetcher.state !== "idle" : false;

  // With JavaScript the two required parts are checked before posting: the same codes as the server's.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const missing = !String(form.get("text") ?? "").trim() ? "text" : !form.get("rate") ? "rate" : null;
    if (!missing) return;
    event.preventDefault();
    showClientToast("error", t(missing === "text" ? "commentForm.noText" : "commentForm.noRate"));
    focusField(missing, event.currentTarget);
  };

  const error = (field: string) =>
    errorField === field && errorMessage ? (
      <p className="form-message form-message--error" id={`${fieldId(field)}-error`} role="alert">
        {errorMessage}
      </p>
    ) : null;
  const invalid = (field: string) => (errorField === field ? { "aria-invalid": true, "aria-describedby": `${fieldId(field)}-error` } : {});

  return (
    <FormElement method="post" action={action} id={FORM_ID} className="comment-form" onSubmit={fetcher ? onSubmit : undefined} preventScrollReset noValidate>
      <h3 id="comment-dialog-title">{t("commentForm.title")}</h3>
      <input type="hidden" name="productId" value={productId} />
      {fetcher ? <input type="hidden" name="js" value="1" /> : null}
      <fieldset className="comment-form__rate" id={fieldId("rate")} tabIndex={-1} {...invalid("rate")}>
        <legend>{t("commentForm.rate")}</legend>
        <div className="comment-form__stars">
          {RATES.map((rate) => (
            <label key={rate} className="comment-form__star">
              <input type="radio" name="rate" value={rate} defaultChecked={(typed.rate ?? "5") === String(rate)} />
              <span>{t("commentForm.star", { count: rate })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error("rate")}
      <label className="comment-form__field">
        <span>{t("commentForm.subject")}</span>
        <input name="title" maxLength={255} defaultValue={typed.title ?? ""} dir="auto" />
      </label>
      <label className="comment-form__field">
        <span>{t("commentForm.text")}</span>
        <textarea id={fieldId("text")} name="text" rows={5} maxLength={2000} required defaultValue={typed.text ?? ""} dir="auto" {...invalid("text")} />
      </label>
      {error("text")}
      {error("productId")}
      <label className="comment-form__check">
        <input type="checkbox" name="showName" value="1" defaultChecked={typed.showName !== undefined ? typed.showName === "1" : true} />
        <span>{t("commentForm.showName")}</span>
      </label>
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t("commentForm.sending") : t("commentForm.submit")}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t("commentForm.cancel")}
          </button>
        ) : null}
      </div>
    </FormElement>
  );
}
