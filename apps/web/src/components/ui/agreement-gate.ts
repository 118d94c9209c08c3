// A button that needs boxes ticked stays enabled (a disabled Get Started or Submit
// Application did not say why): pressed too early, it says so at each box still unticked and moves focus to
// the first, the way a form's Next shows its errors.
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages';

export interface AgreementGate<K extends string> {
  /** The Checkbox props of `box`: its message once the button was pressed with it unticked, and its ref. */
  box: (box: K) => { error: string | undefined; inputRef: (element: HTMLInputElement | null) => void };
  /** The button's press: `action` when every box is ticked, else the boxes say what is missing. */
  press: (action: () => void) => void;
}

export function useAgreementGate<K extends string>(
  boxes: readonly K[],
  ticked: (box: K) => boolean,
): AgreementGate<K> {
  const m = useMessages();
  const [pressed, setPressed] = useState(false);
  const elements = useRef(new Map<K, HTMLInputElement | null>());
  return {
    box: (box) => ({
      error: pressed && !ticked(box) ? m('agreement.needed') : undefined,
      inputRef: (element) => {
        elements.current.set(box, element);
      },
    }),
    press: (action) => {
      const missing = boxes.find((box) => !ticked(box));
      if (missing === undefined) {
        action();
        return;
      }
      setPressed(true);
      elements.current.get(missing)?.focus();
    },
  };
}
