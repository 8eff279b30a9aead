// Main navigation. On wide screens the links sit in the header; below DESKTOP_NAV_MIN_WIDTH a
// menu button opens them as a full-screen panel. The panel is a native popover, so the button
// works and every link stays reachable even without JavaScript; MobileMenu.client.ts adds
// aria-expanded, the focus trap, the scroll lock and closing on link tap.
import { useWidget } from '../framework/build/widget.ts';

interface NavLink {
  label: string;
  href: string;
}

interface Props {
  links: readonly NavLink[];
  current: string | null;
}

export const MENU_ID = 'site-menu';

export function MobileMenu({ links, current }: Props) {
  const widget = useWidget(new URL('./MobileMenu.client.ts', import.meta.url));
  return (
    <nav className="nav" aria-label="Main" {...widget}>
      <button className="nav__toggle" type="button" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
        <span className="nav__toggle-bars" aria-hidden="true" />
        <span className="nav__toggle-label">Menu</span>
      </button>
      <div id={MENU_ID} className="nav__panel" popover="auto">
        <ul className="nav__list">
          {links.map((link) => {
            const isCurrent = link.href === current;
            return (
              <li key={link.href}>
                <a className="nav__link" href={link.href} aria-current={isCurrent ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
        <button className="nav__close" type="button" popoverTarget={MENU_ID} popoverTargetAction="hide">
          Close menu
        </button>
      </div>
    </nav>
  );
}
