// After a refused save, focus goes to the form's first field in error, not left on the button (WCAG 3.3.1):
// the form takes `formRef`, and each refusal calls `refused()` once its fields are marked aria-invalid.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useRefusalFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { formRef, refused };
}
