// The shared layout of every page: skip link, fixed header, main content, footer.
import type { ReactNode } from 'react';
import { useWidget } from '../framework/build/widget.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

interface Props {
  route: string | null;
  headerStyle: 'solid' | 'overlay';
  children: ReactNode;
}

export function SiteLayout({ route, headerStyle, children }: Props) {
  // Same-site links are prefetched on hover, press or focus (components/Prefetch.client.ts).
  const prefetch = useWidget(new URL('./Prefetch.client.ts', import.meta.url));
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header route={route} style={headerStyle} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <span hidden {...prefetch} />
    </>
  );
}
