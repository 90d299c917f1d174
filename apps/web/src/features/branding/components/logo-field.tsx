import { BRANDING_LIMITS, type TBranding } from '@app/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useRemoveLogo, useUploadLogo } from '../api/branding';
import { logoFileProblem } from '../lib/logo-file';

/** The logo: dropped or picked, checked here and on the server, shown, and removable. */
export function LogoField({ branding }: { branding: TBranding }) {
  const { t } = useT('branding');
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
      notify.success(t('logo.toast.saved'), t('logo.toast.savedDetail'));
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      setProblem(null);
      notify.success(t('logo.toast.removed'));
    } catch (error) {
      notify.error(t('logo.toast.removeFailed'), getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-3">
      <div>
        <p className="text-sm font-medium">{t('logo.label')}</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('logo.rules', {
            pixels: BRANDING_LIMITS.logoMaxPixels,
            kilobytes: BRANDING_LIMITS.logoMaxBytes / 1024,
          })}
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
              alt={t('logo.current')}
              className="max-h-14 max-w-36 object-contain"
            />
          ) : (
            <span className="text-xs text-muted-foreground">{t('logo.none')}</span>
          )}
        </div>
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('logo.drop')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              <ImageUp aria-hidden="true" /> {upload.isPending ? t('logo.uploading') : t('logo.choose')}
            </Button>
            {branding.logoUrl ? (
              <Button type="button" size="sm" variant="ghost" onClick={onRemove} disabled={busy}>
                <Trash2 aria-hidden="true" /> {t('logo.remove')}
              </Button>
            ) : null}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept=".png,.svg,image/png,image/svg+xml"
          className="sr-only"
          aria-label={t('logo.file')}
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
          <AlertTitle>{t('logo.notSaved')}</AlertTitle>
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
