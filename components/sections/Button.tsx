// The site's call-to-action link, styled as a pill button.
// Primary: solid gold with ink text. Secondary: gold outline. Both are plain links.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ButtonProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  className?: string;
  /** id of an element that says what the link is about (e.g. the tier name on a pricing card). */
  describedBy?: string;
}

export function Button({ href, children, variant = 'primary', className, describedBy }: ButtonProps) {
  return (
    <a className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')} href={href} aria-describedby={describedBy}>
      <span>{children}</span>
      <ArrowRight className="btn__arrow" size={16} strokeWidth={1.75} aria-hidden="true" focusable="false" />
    </a>
  );
}
