import type * as React from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** A form's submit button that says what is happening while the request runs ('Signing In...'). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel: React.ReactNode }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? (
        <>
          <Spinner decorative className="size-4" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
