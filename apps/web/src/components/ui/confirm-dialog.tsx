import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { Spinner } from './spinner';

type Props = {
  open: boolean;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  /** Shown on the button while the action runs ("Deleting…"). */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The candidate's language on candidate pages; admin pages keep "Cancel". */
  cancelLabel?: string;
};

/**
 * A destructive action's confirmation. It cannot be dismissed while the action runs, so the admin
 * always sees how it ended.
 */
export function ConfirmDialog(props: Props) {
  return (
    <AlertDialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && !props.pending) props.onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.pending}>{props.cancelLabel ?? 'Cancel'}</AlertDialogCancel>
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.pending}>
            {props.pending ? <Spinner decorative className="size-4" /> : null}
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
