// Fixed site header: wordmark, main navigation and the mobile menu.
import { site } from '../content/index.ts';
import { useWidget } from '../kit/widget.ts';
import { MobileMenu } from './MobileMenu.tsx';

interface Props {
  route: string | null;
  /** 'solid' on the light pages; 'overlay' is dark translucent over a hero until scrolled. */
  style: 'solid' | 'overlay';
}

export function Header({ route, style }: Props) {
  const widget = useWidget(new URL('./Header.client.ts', import.meta.url));
  return (
    <header
      className="site-header"
      {...widget}
      data-header={style}
      data-scrolled={style === 'solid' ? 'true' : 'false'}
    >
      <div className="site-header__inner">
        <a className="wordmark" href="/" aria-label={`${site.brand}, home`}>
          <span className="wordmark__first">{site.brand.split(' ')[0]}</span>{' '}
          <span className="wordmark__rest">{site.brand.split(' ').slice(1).join(' ')}</span>
        </a>
        <MobileMenu links={site.nav} current={route} />
      </div>
    </header>
  );
}
