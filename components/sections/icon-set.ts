// The icon set <Icon> draws from: lucide's icons, named in content in kebab-case ('disc-3').
// The content schema asks the same lookup, so a name <Icon> cannot draw fails in the content
// pass, naming the file and the field, instead of at render.
import { icons, type LucideIcon } from 'lucide-react';

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The icon for a kebab-case name, or undefined when lucide has none by that name. */
export function iconByName(name: string): LucideIcon | undefined {
  const key = pascal(name);
  return Object.hasOwn(icons, key) ? icons[key as keyof typeof icons] : undefined;
}

export function isIconName(name: string): boolean {
  return iconByName(name) !== undefined;
}
