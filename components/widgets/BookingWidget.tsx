// The HoneyBook booking form on /contact (docs/decisions.md, "Booking").
// Until the form shows, the card offers the phone and e-mail links at once, from the HTML: under
// a loading line while the provider's script comes (shown only with scripting, so it never
// says "loading" to a page whose scripts cannot run), or under the fallback message when the script
// fails or times out (the entry switches data-state) and without JavaScript (<noscript>). The
// line and the message take turns in one place, so the switch moves nothing; the form, once the
// provider renders it, takes the place of all of it. No inline script (CSP):
// BookingWidget.client.ts, loaded only on the pages that render this component, sets
// window._HB_ and injects the provider script and the hidden 1×1 tracking image.

import { useWidget } from '../../framework/build/widget.ts';
import { useContent } from '../content.ts';

/** Why the form is missing: `live` is the entry's copy, announced when it shows. */
function FallbackMessage({ live }: { live?: boolean }) {
  const { site } = useContent();
  return (
    <div className="booking__fallback" role={live ? 'alert' : undefined}>
      <p className="booking__fallback-title">{site.booking.fallbackTitle}</p>
      <p className="booking__fallback-text">{site.booking.fallbackText}</p>
    </div>
  );
}

export function BookingWidget() {
  const widget = useWidget(new URL('./BookingWidget.client.ts', import.meta.url));
  const { contact, site } = useContent();
  const { placementId, scriptUrl, pixelUrl, timeoutMs } = site.booking;
  return (
    <div
      className="booking"
      {...widget}
      data-state="loading"
      data-pid={placementId}
      data-script={scriptUrl}
      data-pixel={pixelUrl}
      data-timeout={timeoutMs}
    >
      <div className={`hb-p-${placementId}-1 booking__placement`} />
      <div className="booking__alternatives">
        <div className="booking__status">
          <div className="booking__loading" role="status">
            <p className="booking__loading-line">
              <span className="booking__spinner" aria-hidden="true" />
              {contact.form.loadingText}
            </p>
            <p className="booking__waiting">{contact.form.waitingText}</p>
          </div>
          <FallbackMessage live />
          <noscript>
            <FallbackMessage />
          </noscript>
        </div>
        <ul className="booking__links">
          <li>
            <a className="booking__link" href={site.phone.href}>
              {site.phone.display}
            </a>
          </li>
          <li>
            <a className="booking__link" href={site.email.href}>
              {site.email.display}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
