import { useState } from 'react';

/**
 * The state a widget shows and a setter. Controlled by the host when it passed onChange; otherwise kept in
 * local React state that starts from the stored state (and follows it when the stored state changes).
 */
export function useWidgetValue<S>(state: S, onChange: ((next: S) => void) | undefined): [S, (next: S) => void] {
  const [local, setLocal] = useState(state);
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setLocal(state);
  }
  if (onChange) return [state, onChange];
  return [seen !== state ? state : local, setLocal];
}
