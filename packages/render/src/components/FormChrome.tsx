/**
 * What a published page with a submit button carries for the visitor script (visitor/form.ts): a honeypot field
 * people never see or reach (bots fill it; the server then stores nothing) and the live regions of the submission
 * toasts (and the line below them with the server's reason), present from the start so screen readers announce what is written into them. The folio and website the
 * answers go to are on each submit button (ButtonWidget).
 */
export function FormChrome() {
  return (
    <div className="fo-form" data-fo-form="">
      <div className="fo-hp" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" data-fo-honeypot="" />
        </label>
      </div>
      <div className="fo-toasts">
        <p className="fo-toast" role="status" data-fo-toast="status" />
        <p className="fo-toast fo-toast--error" role="alert" data-fo-toast="alert" />
        <p className="fo-toast-detail" aria-live="polite" data-fo-toast-detail="" />
      </div>
    </div>
  );
}
