import { useEffect, useState } from 'react';

/** False during SSR and hydration, true after: for values only the browser knows (the real URL). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
