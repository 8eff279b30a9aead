// A lucide icon by its kebab-case name from content ('disc-3'), drawn inline at build time.
import { icons } from 'lucide-react';

interface Props {
  name: string;
  size?: number;
  className?: string;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

export function Icon({ name, size = 24, className }: Props) {
  const Component = icons[pascal(name) as keyof typeof icons];
  if (!Component) throw new Error(`unknown lucide icon '${name}'`);
  return <Component className={className} size={size} strokeWidth={1.5} aria-hidden="true" focusable="false" />;
}
