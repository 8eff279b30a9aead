// The site's call-to-action link, styled as a pill button.
// Primary: solid gold with ink text. Secondary: gold outline. Both are plain links. The label is
// fitted to the button (label-fit.css), so it stays on one line on any screen.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { isLongLabel, labelFit } from '../label-fit.ts';

export interface ButtonProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  /** Spans the width of what it sits in at every screen size (a pricing card's button). */
  block?: boolean;
  className?: string;
  /** id of an element that says what the link is about (e.g. the tier name on a pricing card). */
  describedBy?: string;
}

export function Button({ href, children, variant = 'primary', block = false, className, describedBy }: ButtonProps) {
  const long = isLongLabel(children);
  const classes = ['btn', `btn--${variant}`, block && 'btn--block', long && 'btn--long', className];
  return (
    <a className={classes.filter(Boolean).join(' ')} href={href} aria-describedby={describedBy} style={labelFit(children)}>
      <span className="btn__label label-fit">{children}</span>
      <ArrowRight className="btn__arrow" size={16} strokeWidth={1.75} aria-hidden="true" focusable="false" />
    </a>
  );
}
