// The HoneyBook booking form on /contact.
// The HTML holds the provider's placeholder, a loading line and a <noscript> fallback with the
// phone and e-mail links. No inline script (CSP): BookingWidget.client.ts, loaded only on the
// pages that render this component, sets window._HB_, injects the provider script and the
// hidden 1×1 tracking image, and shows the same fallback when the form has not appeared after
// site.booking.timeoutMs or the script fails.

import { useWidget } from '../../framework/build/widget.ts';
import { useContent } from '../content.ts';

function Fallback({ hidden }: { hidden?: boolean }) {
  const { site } = useContent();
  return (
    <div className="booking__fallback" role={hidden ? 'alert' : undefined} hidden={hidden}>
      <p className="booking__fallback-title">{site.booking.fallbackTitle}</p>
      <p className="booking__fallback-text">{site.booking.fallbackText}</p>
      <ul className="booking__fallback-links">
        <li>
          <a className="booking__fallback-link" href={site.phone.href}>
            {site.phone.display}
          </a>
        </li>
        <li>
          <a className="booking__fallback-link" href={site.email.href}>
            {site.email.display}
          </a>
        </li>
      </ul>
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
      <p className="booking__loading" role="status">
        <span className="booking__spinner" aria-hidden="true" />
        {contact.form.loadingText}
      </p>
      <Fallback hidden />
      <noscript>
        <Fallback />
      </noscript>
    </div>
  );
}
