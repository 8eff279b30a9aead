// Fixed site header: wordmark, main navigation and the mobile menu.

import { useBuild } from '../framework/build/context.ts';
import { useWidget } from '../framework/build/widget.ts';
import { useContent } from './content.ts';
import { MobileMenu } from './MobileMenu.tsx';

interface Props {
  route: string | null;
  /** 'solid' on the light pages; 'overlay' is dark translucent over a hero until scrolled. */
  style: 'solid' | 'overlay';
}

export function Header({ route, style }: Props) {
  const widget = useWidget(new URL('./Header.client.ts', import.meta.url));
  const { site } = useContent();
  const [first, rest] = brandParts(site.brand);
  // Drawn as paths at build time (the display serif's 600 and 500 italic appear nowhere else
  // in the first view, so the browser need not fetch them); spacing as Header.css had it.
  // A brand the serif cannot draw (another script, a bidirectional control) is set as text.
  const mark = useBuild().outline([{ text: first, face: 'serif-600' }, ...(rest ? [{ text: rest, face: 'serif-500-italic' }] : [])], {
    letterSpacing: 0.02,
  });
  return (
    <header className="site-header" {...widget} data-header={style} data-scrolled={style === 'solid' ? 'true' : 'false'}>
      <div className="site-header__inner">
        <a className="wordmark" href="/" aria-label={`${site.brand}, home`}>
          {mark ? (
            <svg
              className="wordmark__mark"
              viewBox={mark.viewBox}
              width={`${mark.width}em`}
              height="1em"
              aria-hidden="true"
              focusable="false"
            >
              {mark.paths.map((p, i) => (
                <path key={i} className={i === 0 ? 'wordmark__first' : 'wordmark__rest'} fill="currentColor" d={p.d} />
              ))}
            </svg>
          ) : (
            <span className="wordmark__text" dir="auto" aria-hidden="true">
              <span className="wordmark__first">{first}</span>
              {rest ? <span className="wordmark__rest">{rest}</span> : null}
            </span>
          )}
        </a>
        <MobileMenu links={site.nav} current={route} />
      </div>
    </header>
  );
}

/** The first word (with the space after it) in one face, the rest in the other; a one-word brand has no rest. */
export function brandParts(brand: string): [string, string] {
  const cut = /\s/u.exec(brand);
  if (!cut) return [brand, ''];
  return [brand.slice(0, cut.index + cut[0].length), brand.slice(cut.index + cut[0].length)];
}
