// A static, visually distinct callout (the pricing disclaimer). role="note", not "alert":
// it is part of the page, not a change to announce.
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="note">
      <Info className="notice__icon" size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
      <p>{children}</p>
    </div>
  );
}
