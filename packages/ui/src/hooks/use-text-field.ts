import { useRef, useState, type ChangeEvent } from 'react';

/**
 * One text input's value and the ref that lets a failed check put focus on it; `props` binds a `<Field>` to
 * both, so a form states only what differs between its inputs (label, type, autocomplete, error).
 */
export function useTextField(onEdit?: () => void) {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    value,
    focus: () => inputRef.current?.focus(),
    props: {
      value,
      inputRef,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        onEdit?.();
      },
    },
  };
}
