// A link with a delayed tooltip: the Google reviews button.
// The tooltip text is the link's accessible description (aria-describedby) even without
// JavaScript; TooltipLink.client.ts shows it 700 ms after hover or focus (at once within the
// 300 ms skip delay) and hides it on leave, blur, click, Escape and scroll.
import { useId } from 'react';
import { useWidget } from '../../framework/build/widget.ts';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants.ts';
import { labelFit } from '../label-fit.ts';

export interface TooltipLinkProps {
  href: string;
  label: string;
  tooltip: string;
  className?: string;
  /** Screen-reader hint after the label; the link opens in a new tab. */
  newTabHint?: string;
}

export function TooltipLink({ href, label, tooltip, className, newTabHint = '(opens in a new tab)' }: TooltipLinkProps) {
  const widget = useWidget(new URL('./TooltipLink.client.ts', import.meta.url));
  const id = `tooltip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span
      className={['tooltip-link', className].filter(Boolean).join(' ')}
      {...widget}
      data-open-delay={TOOLTIP_OPEN_DELAY_MS}
      data-skip-delay={TOOLTIP_SKIP_DELAY_MS}
    >
      <a
        className="tooltip-link__button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={id}
        style={labelFit(label)}
      >
        <span className="label-fit">{label}</span>
        <span className="visually-hidden"> {newTabHint}</span>
      </a>
      <span className="tooltip-link__tip" role="tooltip" id={id} hidden>
        {tooltip}
      </span>
    </span>
  );
}
