import { BRANDING_LIMITS, type TBranding } from '@app/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useRemoveLogo, useUploadLogo } from '../api/branding';
import { logoFileProblem } from '../lib/logo-file';

const RULES = `PNG (at most ${BRANDING_LIMITS.logoMaxPixels}×${BRANDING_LIMITS.logoMaxPixels} pixels) or SVG, up to ${BRANDING_LIMITS.logoMaxBytes / 1024} KB. Scripts and external references are removed from SVG files.`;

/** The logo: dropped or picked, checked here and on the server, shown, and removable. */
export function LogoField({ branding }: { branding: TBranding }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const busy = upload.isPending || remove.isPending;

  const send = async (file: File | undefined) => {
    if (!file) return;
    const local = logoFileProblem(file);
    setProblem(local);
    if (local) return;
    try {
      await upload.mutateAsync(file);
      notify.success('Logo saved', 'Candidates see it on their pages and in their invitations.');
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      setProblem(null);
      notify.success('Logo removed');
    } catch (error) {
      notify.error('Failed to remove the logo', getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-3">
      <div>
        <p className="text-sm font-medium">Logo</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {RULES}
        </p>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button inside is the keyboard's way */}
      <div
        data-testid="logo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void send(event.dataTransfer.files[0]);
        }}
        className={cn(
          'flex flex-wrap items-center gap-4 rounded-lg border-2 border-dashed p-4',
          dragging ? 'border-primary bg-primary/5' : 'border-input',
        )}
      >
        <div className="flex h-16 w-40 items-center justify-center rounded-md border bg-background">
          {branding.logoUrl ? (
            <img
              src={branding.logoUrl}
              alt="Your current logo"
              className="max-h-14 max-w-36 object-contain"
            />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Drop a file here, or</p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              <ImageUp aria-hidden="true" /> {upload.isPending ? 'Uploading…' : 'Choose a file'}
            </Button>
            {branding.logoUrl ? (
              <Button type="button" size="sm" variant="ghost" onClick={onRemove} disabled={busy}>
                <Trash2 aria-hidden="true" /> Remove logo
              </Button>
            ) : null}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept=".png,.svg,image/png,image/svg+xml"
          className="sr-only"
          aria-label="Logo file"
          aria-describedby={hintId}
          tabIndex={-1}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {problem ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The logo was not saved</AlertTitle>
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
