import type { TLeverInvitation } from '@app/contracts';

export type WriteBackState = 'waiting' | 'noteOnly' | 'written';

/**
 * Where an invitation's result stands in Lever: nothing yet (the candidate has not been scored, or the
 * write-back is being retried), the note without the tag (the tag is being retried), or both.
 */
export function writeBackState(
  invitation: Pick<TLeverInvitation, 'writeBack' | 'resultWrittenAt'>,
): WriteBackState {
  if (invitation.resultWrittenAt && invitation.writeBack.tagged) return 'written';
  if (invitation.writeBack.noteId) return 'noteOnly';
  return 'waiting';
}
