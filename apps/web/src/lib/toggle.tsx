import { Switch, type SwitchProps } from '@mantine/core';
import { useId } from 'react';

/**
 * Mantine's Switch with valid HTML: its stock body is a label holding a div, which HTML forbids
 * (issue 25). Here the body is a div and the text a label for the input; a click on the track
 * clicks the input, as the stock label did.
 */
export function Toggle(props: SwitchProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  return (
    <Switch
      {...props}
      id={id}
      // InlineInput's own props, passed through the wrapper's (Switch sets them before spreading these).
      wrapperProps={{ bodyElement: 'div', labelElement: 'label' } as SwitchProps['wrapperProps']}
      attributes={{ track: { onClick: () => document.getElementById(id)?.click() } }}
    />
  );
}
