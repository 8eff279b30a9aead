// Fixed site header: wordmark, main navigation and the mobile menu.
import { useContent } from '../kit/build/content.ts';
import { useBuild } from '../kit/build/context.ts';
import { useWidget } from '../kit/build/widget.ts';
import { MobileMenu } from './MobileMenu.tsx';

interface Props {
  route: string | null;
  /** 'solid' on the light pages; 'overlay' is dark translucent over a hero until scrolled. */
  style: 'solid' | 'overlay';
}

export function Header({ route, style }: Props) {
  const widget = useWidget(new URL('./Header.client.ts', import.meta.url));
  const { site } = useContent();
  // The first word in one face, the rest (after the first space) in the other.
  const cut = site.brand.includes(' ') ? site.brand.indexOf(' ') + 1 : site.brand.length;
  // Drawn as paths at build time (the display serif's 600 and 500 italic appear nowhere else
  // in the first view, so the browser need not fetch them); spacing as Header.css had it.
  const mark = useBuild().outline(
    [
      { text: site.brand.slice(0, cut), face: 'serif-600' },
      { text: site.brand.slice(cut), face: 'serif-500-italic' },
    ],
    { letterSpacing: 0.02 },
  );
  return (
    <header className="site-header" {...widget} data-header={style} data-scrolled={style === 'solid' ? 'true' : 'false'}>
      <div className="site-header__inner">
        {/* biome-ignore lint/a11y/useAnchorContent: the link's name is its aria-label; the SVG inside is the drawn wordmark */}
        <a className="wordmark" href="/" aria-label={`${site.brand}, home`}>
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
        </a>
        <MobileMenu links={site.nav} current={route} />
      </div>
    </header>
  );
}
